import { Navigate, Outlet } from 'react-router-dom';
import type { Permission } from '@freakdrop/contract';
import { useCan } from './usePermissions';

/** A screen of a permission the role lacks leads to the dashboard (every role has it). */
export function RequirePermission({ permission }: { permission: Permission }) {
  const can = useCan();
  return can(permission) ? <Outlet /> : <Navigate to="/admin" replace />;
}
