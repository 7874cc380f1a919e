/** Two-step sign-in and the activity log: the console's endpoints for them. */
import type {
  ActivityListQuery,
  TwoFactorCodeRequest,
  ActivityListResponse,
  LoginResponse,
  TwoFactorEnabledResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '../../api/types';
import { api } from '../../app/api';
import { params } from '../adminApi';

export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/admin/me/two-factor',
      providesTags: ['Me'],
    }),
    twoFactorBegin: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/admin/me/two-factor', method: 'POST' }),
    }),
    twoFactorConfirm: build.mutation<TwoFactorEnabledResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/admin/me/two-factor/confirm', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    twoFactorDisable: build.mutation<void, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/admin/me/two-factor', method: 'DELETE', body }),
      invalidatesTags: ['Me'],
    }),
    /** The sign-in's second step. */
    twoFactorSignIn: build.mutation<LoginResponse, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/auth/two-factor', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    activity: build.query<ActivityListResponse, ActivityListQuery>({
      query: (q) => ({ url: '/admin/activity', params: params(q) }),
      // Every write may add a line: read again whenever a screen shows it.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useTwoFactorBeginMutation,
  useTwoFactorConfirmMutation,
  useTwoFactorDisableMutation,
  useTwoFactorSignInMutation,
  useActivityQuery,
} = securityApi;
