import { Flex, Typography } from 'antd';

/** The title row of an admin screen, with its main action on the right. */
export function PageHeader({ title, extra }: { title: string; extra?: React.ReactNode }) {
  return (
    <Flex className="admin-page-header" align="center" justify="space-between" gap={12} wrap>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
