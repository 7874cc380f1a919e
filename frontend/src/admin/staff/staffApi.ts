/**
 * The signed-in staff member (`/api/admin/me`: role and permissions) and the owner's Staff
 * screen. A staff change invalidates 'Me' too: the owner may have changed their own account.
 */
import type {
  AdminMe,
  CreateStaffRequest,
  StaffList,
  StaffMember,
  UpdateProfileRequest,
  UpdateStaffRequest,
} from '../../api/types';
import { api } from '../../app/api';

export const staffApi = api.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    staffMe: build.query<AdminMe, void>({
      query: () => '/admin/me',
      providesTags: ['Me'],
    }),
    /** One's own new-order alert details. */
    updateMe: build.mutation<AdminMe, UpdateProfileRequest>({
      query: (body) => ({ url: '/admin/me', method: 'PATCH', body }),
      invalidatesTags: ['Me', 'Staff'],
    }),
    staffList: build.query<StaffList, void>({
      query: () => '/admin/staff',
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<StaffMember, CreateStaffRequest>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    updateStaff: build.mutation<StaffMember, { id: string; body: UpdateStaffRequest }>({
      query: ({ id, body }) => ({ url: `/admin/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Staff', 'Me'],
    }),
    setStaffPassword: build.mutation<StaffMember, { id: string; password: string }>({
      query: ({ id, password }) => ({
        url: `/admin/staff/${id}/password`,
        method: 'POST',
        body: { password },
      }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useStaffMeQuery,
  useUpdateMeMutation,
  useStaffListQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useSetStaffPasswordMutation,
} = staffApi;
