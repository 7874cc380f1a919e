/** The admin console (issue 5). Only this folder may import antd or axios. */
export default function AdminApp() {
  return <div>Admin console</div>;
}
