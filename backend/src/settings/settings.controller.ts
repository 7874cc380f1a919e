import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Settings, SystemInfo } from '../contract';
import { PublicCache } from '../cache/public-cache.interceptor';
import { SettingsInputDto } from './dto/settings-input.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('settings')
  @PublicCache(60_000)
  get(): Promise<Settings> {
    return this.settings.get();
  }

  @Put('admin/settings')
  update(@Body() body: SettingsInputDto): Promise<Settings> {
    return this.settings.update(body);
  }

  @Get('admin/system')
  system(): SystemInfo {
    return this.settings.systemInfo();
  }
}
