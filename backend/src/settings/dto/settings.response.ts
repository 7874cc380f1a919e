import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Settings, SystemInfo } from '../../contract';

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
