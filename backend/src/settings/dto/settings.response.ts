import { contractSchema } from '../../common/contract-schema';

/** Route decorators' names for the contract's answer types (common/contract-schema.ts). */
export const SettingsSchema = contractSchema('Settings');
export const AdminSettingsSchema = contractSchema('AdminSettings');
export const SystemInfoSchema = contractSchema('SystemInfo');
export const VatSettingsSchema = contractSchema('VatSettings');
