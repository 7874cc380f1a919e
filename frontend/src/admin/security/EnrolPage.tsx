import { useNavigate } from 'react-router-dom';
import { TwoFactorPage } from './TwoFactorPage';

/**
 * /admin/enrol: where a sign-in lands when the shop requires owners to use two-step sign-in and
 * this one has not yet (the session may do nothing else); the console follows once it is on.
 */
export function EnrolPage() {
  const navigate = useNavigate();
  return (
    <div className="admin-enrol">
      <TwoFactorPage required onEnrolled={() => navigate('/admin', { replace: true })} />
    </div>
  );
}
