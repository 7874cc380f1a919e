import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { AdminSettings, Settings, SystemInfo } from '../../contract';

@ApiSchema({ name: 'Settings' })
export class SettingsSchema implements Settings {
  @ApiProperty() deliveryAED: number;
  @ApiProperty() brandTagline: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty() whatsappNumber: string;
  @ApiProperty() instagramHandle: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'present when some city has its own fee',
  })
  deliveryByCityAED?: Record<string, number>;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'present when set' })
  freeDeliveryFromAED?: number | null;
  @ApiPropertyOptional({ description: 'present when not 0' }) codFeeAED?: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'present when set' })
  codMaxOrderAED?: number | null;
}

@ApiSchema({ name: 'AdminSettings' })
export class AdminSettingsSchema implements AdminSettings {
  @ApiProperty() deliveryAED: number;
  @ApiProperty() brandTagline: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty() whatsappNumber: string;
  @ApiProperty() instagramHandle: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } })
  deliveryByCityAED: Record<string, number>;
  @ApiProperty({ type: Number, nullable: true }) freeDeliveryFromAED: number | null;
  @ApiProperty() codFeeAED: number;
  @ApiProperty({ type: Number, nullable: true }) codMaxOrderAED: number | null;
  @ApiProperty({ type: [String] }) couriers: string[];
  @ApiProperty() confirmationTemplateEN: string;
  @ApiProperty() confirmationTemplateAR: string;
  @ApiProperty({ minimum: 0, maximum: 720, description: 'Hours; 0 = off' })
  autoCancelUnconfirmedHours: number;
}

@ApiSchema({ name: 'SystemInfo' })
export class SystemInfoSchema implements SystemInfo {
  @ApiProperty() platform: string;
  @ApiProperty() version: string;
  @ApiProperty() environment: string;
  @ApiProperty() database: string;
}
