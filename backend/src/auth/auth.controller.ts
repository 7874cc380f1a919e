import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { MSG } from '../contract';
import { Public, Roles } from '../common/access';
import { ApiError } from '../common/api-error';
import type { AuthUser, LoginResponse, LogoutResponse, MeResponse } from '../contract';
import { LoginThrottle } from './login-throttle';
import { clientKey } from '../common/client-key';
import { canonicalUsername } from './usernames';
import { AUTHENTICATOR } from './authenticator';
import type { Authenticator } from './authenticator';
import { LoginResponseSchema, LogoutResponseSchema, MeResponseSchema } from './dto/auth.response';
import { LoginDto } from './dto/login.dto';
import { SESSION_COOKIE } from './sessions';
import { publicUser } from './auth.service';
import { recordSignIn } from './session-info';

/**
 * Runs the local strategy (local.strategy.ts) on a request whose body was already validated.
 * Called from the handler rather than as a route guard: guards run before the pipes, and a
 * form without a username or password answers 400 with its fields (not 401), and takes no
 * sign-in attempt from the throttle.
 */
function authenticateLocal(
  passport: Authenticator,
  req: Request,
  res: Response,
): Promise<AuthUser | false> {
  return new Promise((resolve, reject) => {
    const next: NextFunction = (error?: unknown) =>
      error ? reject(error as Error) : resolve(false);
    passport.authenticate(
      'local',
      { session: false },
      (error: Error | null, user: AuthUser | false) => {
        if (error) reject(error);
        else resolve(user);
      },
    )(req, res, next);
  });
}

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly throttle: LoginThrottle,
    @Inject(AUTHENTICATOR) private readonly passport: Authenticator,
  ) {}

  @Post('login')
  @Public({ session: true })
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseSchema })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    // The points are taken before the password is checked (login-throttle.ts), so requests in
    // flight at once cannot all slip under the limit; a right password gives them back.
    const attempt = await this.throttle.take(canonicalUsername(body.email), clientKey(req.ip));
    const user = await authenticateLocal(this.passport, req, res);
    if (!user)
      throw new ApiError('INVALID_CREDENTIALS', HttpStatus.UNAUTHORIZED, MSG.loginFailedBody);
    await this.throttle.succeeded(attempt);
    // passport ≥ 0.6 regenerates the session here, so the session id changes at sign-in.
    await new Promise<void>((resolve, reject) =>
      req.logIn(user, (e?: unknown) => (e ? reject(e as Error) : resolve())),
    );
    recordSignIn(req);
    return { success: true, user };
  }

  @Post('logout')
  @Public({ session: true })
  @HttpCode(200)
  @ApiOkResponse({ type: LogoutResponseSchema })
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LogoutResponse> {
    await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
    await new Promise<void>((resolve) =>
      req.session ? req.session.destroy(() => resolve()) : resolve(),
    );
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  }

  /** Signed-in only (no @Public): without a session, the guard's 401 "not signed in". */
  @Get('me')
  @Roles('account')
  @ApiOkResponse({ type: MeResponseSchema })
  me(@Req() req: Request): MeResponse {
    return { user: publicUser(req.user as AuthUser) };
  }
}
