import { useCallback } from 'react';
import type { Permission } from '@freakdrop/contract';
import { useStaffMeQuery } from './staffApi';

/**
 * Whether the signed-in staff member's role may do something (the permissions
 * `GET /api/admin/me` lists). The console hides what it may not: the server refuses it anyway
 * (403 FORBIDDEN_ROLE). Until the answer is in, nothing is allowed.
 */
export function useCan(): (permission: Permission) => boolean {
  const { data } = useStaffMeQuery();
  return useCallback(
    (permission: Permission) => data?.permissions.includes(permission) ?? false,
    [data],
  );
}
