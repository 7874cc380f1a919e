/** The console's panel for a screen that failed (inside its menu and header), with Retry. */
import { Alert, Button } from 'antd';
import { ADMIN_TEXT } from './texts';

export function AdminScreenError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={ADMIN_TEXT.screenFailedTitle}
      description={ADMIN_TEXT.screenFailedBody}
      action={
        <Button type="primary" onClick={onRetry}>
          {ADMIN_TEXT.retry}
        </Button>
      }
    />
  );
}
