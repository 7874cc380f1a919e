import { contractSchema } from '../../common/contract-schema';

/** Route decorators' names for the contract's answer types (common/contract-schema.ts). */
export const LoginResponseSchema = contractSchema('LoginResponse');
export const LogoutResponseSchema = contractSchema('LogoutResponse');
export const MeResponseSchema = contractSchema('MeResponse');
export const TwoFactorRequiredResponseSchema = contractSchema('TwoFactorRequiredResponse');
