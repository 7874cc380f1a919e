/** The console's panel for a screen that failed (inside its menu and header), with Retry. */
import { Button, Result } from 'antd';
import { ADMIN_TEXT } from './texts';

export function AdminScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={ADMIN_TEXT.screenFailedTitle}
      subTitle={ADMIN_TEXT.screenFailedBody}
      extra={
        <Button type="primary" onClick={onRetry}>
          {ADMIN_TEXT.retry}
        </Button>
      }
    />
  );
}
