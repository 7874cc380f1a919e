import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { MeResponse } from '../contract';
import { MSG } from '../contract';
import { isApiError } from '../common/api-error';
import { Roles } from '../common/access';
import { clientKey } from '../common/client-key';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { AuthService } from './auth.service';
import { PasswordCheckThrottle } from './login-throttle';
import type { AuthUser } from '../contract';
import { MeResponseSchema } from './dto/auth.response';
import { ChangePasswordDto } from './dto/change-password.dto';

/** The signed-in admin's own account (signed-in only: nothing here is @Public). */
@ApiTags('auth')
@Roles('account')
@Controller('api/admin/account')
export class AccountController {
  constructor(
    private readonly auth: AuthService,
    private readonly throttle: PasswordCheckThrottle,
  ) {}

  /**
   * Sets a new password; every other session of this admin ends, this one stays signed in. The
   * current password is checked like a sign-in: the attempt's points are taken first (429 past
   * the limit), and only a wrong current password keeps them.
   */
  @Put('password')
  @ApiOkResponse({ type: MeResponseSchema })
  async changePassword(
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @ActorOf() actor: Actor,
  ): Promise<MeResponse> {
    const me = req.user as AuthUser;
    const attempt = await this.throttle.take(me.id, clientKey(req.ip));
    try {
      const user = await this.auth.changePassword(
        me.id,
        body.currentPassword,
        body.newPassword,
        req.sessionID,
        actor,
      );
      await this.throttle.succeeded(attempt);
      return { user };
    } catch (error) {
      const wrong = isApiError(error) && error.message === MSG.currentPasswordWrong;
      if (!wrong) await this.throttle.succeeded(attempt);
      throw error;
    }
  }
}
