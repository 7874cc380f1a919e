/**
 * The console's frame while its code loads: a dark page with the logo and a spinner, plain
 * markup and the storefront's stylesheet (no antd). The server puts it into `/admin*` pages
 * (server/NoAdmin.tsx stands in for the console there), so the first paint already shows it;
 * the browser shows the same while the admin chunk and its stylesheet arrive (App.tsx's
 * fallback) and while the console checks the session, then the console replaces it.
 */
export const ADMIN_FRAME_LABEL = 'Loading the console';

export function AdminFrame({ label = ADMIN_FRAME_LABEL }: { label?: string }) {
  return (
    <div className="admin-frame" role="status" aria-label={label} data-testid="admin-frame">
      <div className="admin-frame-brand">
        <span className="admin-frame-mark">FD</span>
        <span className="admin-frame-name">FreakDrop</span>
      </div>
      <span className="admin-frame-spinner" aria-hidden="true" />
    </div>
  );
}
