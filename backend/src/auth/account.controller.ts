import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { MeResponse } from '../contract';
import { AuthService } from './auth.service';
import type { AuthUser } from '../contract';
import { MeResponseSchema } from './dto/auth.response';
import { ChangePasswordDto } from './dto/change-password.dto';

/** The signed-in admin's own account (signed-in only: nothing here is @Public). */
@ApiTags('auth')
@Controller('api/admin/account')
export class AccountController {
  constructor(private readonly auth: AuthService) {}

  /** Sets a new password; every other session of this admin ends, this one stays signed in. */
  @Put('password')
  @ApiOkResponse({ type: MeResponseSchema })
  async changePassword(@Body() body: ChangePasswordDto, @Req() req: Request): Promise<MeResponse> {
    const me = req.user as AuthUser;
    const user = await this.auth.changePassword(
      me.id,
      body.currentPassword,
      body.newPassword,
      req.sessionID,
    );
    return { user };
  }
}
