import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, Matches, ValidateBy } from 'class-validator';
import {
  cityFeesError,
  CONFIRMATION_RULES,
  couriersError,
  DELIVERY_RULES,
  MESSAGING_MSG,
  SETTINGS_RULES,
} from '../../contract';
import type { MessageTemplatesInput, SettingsInput } from '../../contract';
import { contractSchema } from '../../common/contract-schema';
import { FollowsRule } from '../../common/rule.decorator';

/** The admin settings form: delivery fee, tagline and contact e-mail follow SETTINGS_RULES. */
export class SettingsInputDto implements SettingsInput {
  @FollowsRule(SETTINGS_RULES.deliveryAED, { api: { example: 20 } })
  deliveryAED: number;

  @FollowsRule(SETTINGS_RULES.brandTagline, { api: { example: 'Psycho Drip Streetwear' } })
  brandTagline: string;

  /** Absent: unchanged; blank or null: cleared. */
  @FollowsRule(SETTINGS_RULES.brandTaglineAr, {
    mayBeAbsent: true,
    clearable: true,
    api: { example: 'ستريت وير سايكو دريب' },
  })
  brandTaglineAr?: string | null;

  @FollowsRule(SETTINGS_RULES.contactEmail, {
    mayBeAbsent: true,
    api: { example: 'hello@freakdrop.ae' },
  })
  contactEmail?: string;

  @ApiPropertyOptional({ example: '+971501234567' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[\s-]/g, '') : value,
  )
  @Matches(/^\+\d{8,15}$/, {
    message: 'WhatsApp number must be in international form, e.g. +971 50 123 4567',
  })
  whatsappNumber?: string;

  @ApiPropertyOptional({ example: '@freakdrop.ae' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? `@${value.trim().replace(/^@/, '')}` : value,
  )
  @Matches(/^@[A-Za-z0-9._]{1,30}$/, {
    message: 'Instagram handle may only contain letters, digits, . and _',
  })
  instagramHandle?: string;

  /** Optional (absent = unchanged): unknown placeholders are a 400 on save. */
  @FollowsRule(CONFIRMATION_RULES.template, { mayBeAbsent: true })
  confirmationTemplateEN?: string;

  @FollowsRule(CONFIRMATION_RULES.template, { mayBeAbsent: true })
  confirmationTemplateAR?: string;

  @FollowsRule(CONFIRMATION_RULES.autoCancelUnconfirmedHours, {
    mayBeAbsent: true,
    api: { example: 48 },
  })
  autoCancelUnconfirmedHours?: number;

  // Delivery and cash on delivery (contract/delivery.ts): each may be left out (kept as it is).
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { 'Al Ain': 35, Fujairah: 30 },
    description: 'city → fee; a city not listed pays deliveryAED',
  })
  @IsOptional()
  @ValidateBy({
    name: 'cityFees',
    validator: {
      validate: (value: unknown) => cityFeesError(value) === null,
      defaultMessage: (args) => cityFeesError(args?.value) ?? '',
    },
  })
  deliveryByCityAED?: Record<string, number>;

  @FollowsRule(DELIVERY_RULES.freeDeliveryFromAED, {
    mayBeAbsent: true,
    api: { example: 300, description: 'null: never free' },
  })
  freeDeliveryFromAED?: number | null;

  @FollowsRule(DELIVERY_RULES.codFeeAED, { mayBeAbsent: true, api: { example: 5 } })
  codFeeAED?: number;

  @FollowsRule(DELIVERY_RULES.codMaxOrderAED, {
    mayBeAbsent: true,
    api: { example: 5000, description: 'null: no maximum' },
  })
  codMaxOrderAED?: number | null;

  @ApiPropertyOptional({ type: [String], example: ['Ravi', 'Omar'] })
  @IsOptional()
  @ValidateBy({
    name: 'couriers',
    validator: {
      validate: (value: unknown) => couriersError(value) === null,
      defaultMessage: (args) => couriersError(args?.value) ?? '',
    },
  })
  couriers?: string[];

  @ApiPropertyOptional({ example: false, description: 'Owners must enrol in two-step sign-in' })
  @IsOptional()
  @IsBoolean({ message: 'requireTwoFactorForOwners must be true or false' })
  requireTwoFactorForOwners?: boolean;

  /** Per event and language; checked in settings/message-templates.ts (fields named). */
  @ApiPropertyOptional({ type: contractSchema('MessageTemplatesInput') })
  @IsOptional()
  @IsObject({ message: MESSAGING_MSG.templatesShape })
  messageTemplates?: MessageTemplatesInput;
}
