import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type {
  AuthUser,
  TwoFactorEnabledResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '../contract';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { DuringTwoFactorEnrolment, Roles } from '../common/access';
import { clientKey } from '../common/client-key';
import { contractSchema } from '../common/contract-schema';
import { TwoFactorCodeDto } from './dto/two-factor-code.dto';
import { TwoFactorThrottle } from './login-throttle';
import './session-data';
import { TwoFactorService } from './two-factor.service';

/**
 * The signed-in admin's own two-step sign-in. Every route here may be called by a session that
 * must enrol first. Codes are checked like passwords: an attempt is taken first (429 past the
 * limit), and only a wrong code keeps it.
 */
@ApiTags('auth')
@Controller('api/admin/me/two-factor')
@Roles('account')
@DuringTwoFactorEnrolment()
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly throttle: TwoFactorThrottle,
  ) {}

  @Get()
  @ApiOkResponse({ type: contractSchema('TwoFactorStatus') })
  status(@Req() req: Request): Promise<TwoFactorStatus> {
    return this.twoFactor.status((req.user as AuthUser).id);
  }

  /** A new secret: its otpauth URL and QR code. Nothing changes until it is confirmed. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: contractSchema('TwoFactorSetupResponse') })
  begin(@Req() req: Request): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.begin((req.user as AuthUser).id);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: contractSchema('TwoFactorEnabledResponse') })
  async confirm(
    @Body() body: TwoFactorCodeDto,
    @Req() req: Request,
    @ActorOf() actor: Actor,
  ): Promise<TwoFactorEnabledResponse> {
    const me = req.user as AuthUser;
    const answer = await this.checked(me.id, req, () =>
      this.twoFactor.confirm({ ...actor, id: me.id }, body.code),
    );
    // Enrolled: the session is no longer limited to enrolling.
    delete req.session.twoFactorEnrolment;
    return answer;
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse()
  async disable(
    @Body() body: TwoFactorCodeDto,
    @Req() req: Request,
    @ActorOf() actor: Actor,
  ): Promise<void> {
    const me = req.user as AuthUser;
    await this.checked(me.id, req, () =>
      this.twoFactor.disable({ ...actor, id: me.id }, body.code),
    );
  }

  private async checked<T>(userId: string, req: Request, work: () => Promise<T>): Promise<T> {
    // Any refusal keeps the point (giving it back on a 409 would also forget the wrong codes).
    const attempt = await this.throttle.take(userId, clientKey(req.ip));
    const result = await work();
    await this.throttle.succeeded(attempt);
    return result;
  }
}
