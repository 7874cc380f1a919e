import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Settings, SystemInfo } from '../contract';
import { SettingsInputDto } from './dto/settings-input.dto';
import { SettingsSchema, SystemInfoSchema } from './dto/settings.response';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('settings')
  @ApiOkResponse({ type: SettingsSchema })
  get(): Promise<Settings> {
    return this.settings.get();
  }

  @Put('admin/settings')
  @ApiOkResponse({ type: SettingsSchema })
  update(@Body() body: SettingsInputDto): Promise<Settings> {
    return this.settings.update(body);
  }

  @Get('admin/system')
  @ApiOkResponse({ type: SystemInfoSchema })
  system(): SystemInfo {
    return this.settings.systemInfo();
  }
}
