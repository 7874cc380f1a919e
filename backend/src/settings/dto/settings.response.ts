import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AdminSettings, Settings, SystemInfo } from '../../contract';

@ApiSchema({ name: 'Settings' })
export class SettingsSchema implements Settings {
  @ApiProperty() deliveryAED: number;
  @ApiProperty() brandTagline: string;
  @ApiProperty() contactEmail: string;
  @ApiProperty() whatsappNumber: string;
  @ApiProperty() instagramHandle: string;
}

@ApiSchema({ name: 'SystemInfo' })
export class SystemInfoSchema implements SystemInfo {
  @ApiProperty() platform: string;
  @ApiProperty() version: string;
  @ApiProperty() environment: string;
  @ApiProperty() database: string;
}

@ApiSchema({ name: 'AdminSettings' })
export class AdminSettingsSchema extends SettingsSchema implements AdminSettings {
  @ApiProperty() confirmationTemplateEN: string;
  @ApiProperty() confirmationTemplateAR: string;
  @ApiProperty({ minimum: 0, maximum: 720, description: 'Hours; 0 = off' })
  autoCancelUnconfirmedHours: number;
}
