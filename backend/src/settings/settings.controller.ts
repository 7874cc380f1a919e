import { Body, Controller, Get, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AdminSettings, Settings, SystemInfo } from '../contract';
import { Public } from '../common/access';
import { prepareJson, SHARED_CACHE_CONTROL, urlKey } from '../cache/public-answers';
import { PublicCacheService } from '../cache/public-cache.service';
import { SettingsInputDto } from './dto/settings-input.dto';
import { AdminSettingsSchema, SettingsSchema, SystemInfoSchema } from './dto/settings.response';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller('api')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly cache: PublicCacheService,
  ) {}

  /** Cached until the catalog version changes (a minute at most). */
  @Get('settings')
  @Public()
  @ApiOkResponse({ type: SettingsSchema })
  async get(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const answer = await this.cache.answer(urlKey(req), 60_000, () => this.settings.get());
    return prepareJson(res, answer, SHARED_CACHE_CONTROL);
  }

  /** Every setting, the admin-only ones included (delivery, couriers, confirmation); never cached. */
  @Get('admin/settings')
  @ApiOkResponse({ type: AdminSettingsSchema })
  adminSettings(): Promise<AdminSettings> {
    return this.settings.adminSettings();
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
