/** The storefront's panel for a screen that failed: in the page's language, with Retry. */
import { SHELL_TEXT } from '../components/texts';
import { useTexts } from '../i18n';

export function ScreenError({ onRetry }: { onRetry: () => void }) {
  const shell = useTexts(SHELL_TEXT);
  return (
    <div className="page">
      <div className="empty" role="alert">
        <p className="empty__title">{shell.errorTitle}</p>
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {shell.retry}
        </button>
      </div>
    </div>
  );
}
