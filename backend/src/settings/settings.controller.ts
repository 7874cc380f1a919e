import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminSettings, Settings, SystemInfo, VatSettings } from '../contract';
import { Public, Roles } from '../common/access';
import { PublicAnswer } from '../cache/public-answer.interceptor';
import { SHARED_CACHE_CONTROL } from '../cache/public-answers';
import { SettingsInputDto } from './dto/settings-input.dto';
import {
  AdminSettingsSchema,
  SettingsSchema,
  SystemInfoSchema,
  VatSettingsSchema,
} from './dto/settings.response';
import { VatSettingsInputDto } from './dto/vat-settings-input.dto';
import { SettingsService } from './settings.service';

import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
@ApiTags('settings')
@Controller('api')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Cached until the catalog version changes (a minute at most). */
  @Get('settings')
  @Public()
  @ApiOkResponse({ type: SettingsSchema })
  @PublicAnswer({ cacheControl: SHARED_CACHE_CONTROL, byUrlForMs: 60_000 })
  get(): Promise<Settings> {
    return this.settings.get();
  }

  /** Every setting, the admin-only ones included (delivery, couriers, confirmation); never cached. */
  @Get('admin/settings')
  @Roles('settings')
  @ApiOkResponse({ type: AdminSettingsSchema })
  adminSettings(): Promise<AdminSettings> {
    return this.settings.adminSettings();
  }

  @Put('admin/settings')
  @Roles('settings')
  @ApiOkResponse({ type: SettingsSchema })
  update(@Body() body: SettingsInputDto, @ActorOf() actor: Actor): Promise<Settings> {
    return this.settings.update(body, actor);
  }

  /** The VAT registration: owner only (it decides what every tax invoice says). */
  @Get('admin/settings/vat')
  @Roles('vat')
  @ApiOkResponse({ type: VatSettingsSchema })
  vat(): Promise<VatSettings> {
    return this.settings.vat();
  }

  @Put('admin/settings/vat')
  @Roles('vat')
  @ApiOkResponse({ type: VatSettingsSchema })
  updateVat(@Body() body: VatSettingsInputDto, @ActorOf() actor: Actor): Promise<VatSettings> {
    return this.settings.updateVat({ ...body }, actor);
  }

  @Get('admin/system')
  @Roles('settings')
  @ApiOkResponse({ type: SystemInfoSchema })
  system(): SystemInfo {
    return this.settings.systemInfo();
  }
}
