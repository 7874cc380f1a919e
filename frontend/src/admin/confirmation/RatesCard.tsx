import { Card, Col, Row, Statistic } from 'antd';
import type { OrderRates } from '../../api/types';
import { CONFIRM_TEXT } from './texts';

/** The dashboard's confirmation, delivery and refusal rates over the last 30 days. */
export function RatesCard({ rates, loading }: { rates?: OrderRates; loading: boolean }) {
  const items = [
    { key: 'confirmed', title: CONFIRM_TEXT.confirmedRate, value: rates?.confirmedPct },
    { key: 'delivered', title: CONFIRM_TEXT.deliveredRate, value: rates?.deliveredPct },
    { key: 'refused', title: CONFIRM_TEXT.refusedRate, value: rates?.refusedPct },
  ];
  return (
    <Card title={CONFIRM_TEXT.ratesTitle} size="small" style={{ marginTop: 16 }}>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={8}>
            <Statistic
              title={item.title}
              value={item.value ?? 0}
              precision={1}
              suffix="%"
              loading={loading}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
