/** Stands in for the admin console in the server bundle: admin pages are never server-rendered. */
export default function NoAdmin() {
  return null;
}
