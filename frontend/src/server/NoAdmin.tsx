import { AdminFrame } from '../app/layout/AdminFrame';

/**
 * Stands in for the admin console in the server bundle: admin pages are never server-rendered,
 * but their first paint shows the console's frame (dark, the logo, a spinner).
 */
export default function NoAdmin() {
  return <AdminFrame />;
}
