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
import { ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { MSG, SECURITY_MSG } from '../contract';
import { Public, Roles } from '../common/access';
import { ApiError } from '../common/api-error';
import type {
  AuthUser,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  TwoFactorRequiredResponse,
} from '../contract';
import { actorOf } from '../activity/actor';
import { ActivityLog } from '../activity/activity-log.service';
import { DuringTwoFactorEnrolment } from '../common/access';
import { AuthService } from './auth.service';
import { TwoFactorCodeDto } from './dto/two-factor-code.dto';
import { LoginThrottle, TwoFactorThrottle } from './login-throttle';
import './session-data';
import { isOwner, TWO_FACTOR_POLICY } from './two-factor-policy';
import type { TwoFactorPolicy } from './two-factor-policy';
import { signInCodeRefused, TwoFactorService } from './two-factor.service';
import { clientKey } from '../common/client-key';
import { canonicalUsername } from './usernames';
import { AUTHENTICATOR } from './authenticator';
import type { Authenticator } from './authenticator';
import {
  LoginResponseSchema,
  LogoutResponseSchema,
  MeResponseSchema,
  TwoFactorRequiredResponseSchema,
} from './dto/auth.response';
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
/** How long a sign-in waits for its two-step code after the right password. */
const PENDING_TWO_FACTOR_MS = 5 * 60 * 1000;

function promised(step: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    step((e?: unknown) => (e ? reject(e as Error) : resolve())),
  );
}

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
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly codeThrottle: TwoFactorThrottle,
    private readonly activity: ActivityLog,
    @Inject(TWO_FACTOR_POLICY) private readonly policy: TwoFactorPolicy,
  ) {}

  /**
   * The password step. An account with two-step sign-in gets `{twoFactorRequired: true}` and a
   * session that only remembers, for a few minutes, whose code is awaited (not signed in); the
   * code goes to `POST /api/auth/two-factor`. An owner who must enrol (the shop's setting) is
   * signed in with a session limited to enrolling.
   */
  @Post('login')
  @Public({ session: true })
  @HttpCode(200)
  @ApiExtraModels(TwoFactorRequiredResponseSchema)
  @ApiOkResponse({
    type: LoginResponseSchema,
    description: 'Signed in; or, for an account with two-step sign-in, TwoFactorRequiredResponse',
  })
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse | TwoFactorRequiredResponse> {
    // The points are taken before the password is checked (login-throttle.ts), so requests in
    // flight at once cannot all slip under the limit; a right password gives them back.
    const attempt = await this.throttle.take(canonicalUsername(body.email), clientKey(req.ip));
    const user = await authenticateLocal(this.passport, req, res);
    if (!user) {
      // Only a name that is an account is logged: a password typed in the wrong box is not.
      const named = await this.auth.named(body.email);
      await this.activity.recordAlone({
        actor: actorOf(req, named ?? { id: null, username: null }),
        action: 'sign-in-failed',
        entity: 'account',
        entityId: named?.id ?? null,
      });
      throw new ApiError('INVALID_CREDENTIALS', HttpStatus.UNAUTHORIZED, MSG.loginFailedBody);
    }
    await this.throttle.succeeded(attempt);
    if (await this.twoFactor.isOn(user.id)) {
      // A new session id, and whoever was signed in on this browser is no longer.
      await promised((done) => req.session.regenerate(done));
      req.session.pendingTwoFactor = { userId: user.id, until: Date.now() + PENDING_TWO_FACTOR_MS };
      return { twoFactorRequired: true };
    }
    return this.signIn(req, user, 'password');
  }

  /**
   * The second step: a code from the authenticator app, or a recovery code (spent), for the
   * sign-in whose password was right. Throttled per account and client like passwords; a
   * wrong code keeps its point, the right one signs in.
   */
  @Post('two-factor')
  @Public({ session: true })
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseSchema })
  async twoFactorStep(@Body() body: TwoFactorCodeDto, @Req() req: Request): Promise<LoginResponse> {
    const pending = req.session?.pendingTwoFactor;
    if (!pending || pending.until < Date.now()) {
      if (pending) delete req.session.pendingTwoFactor;
      throw signInCodeRefused(SECURITY_MSG.twoFactorSignInExpired);
    }
    const attempt = await this.codeThrottle.take(pending.userId, clientKey(req.ip));
    const user = await this.auth.findById(pending.userId);
    if (!user) throw signInCodeRefused(SECURITY_MSG.twoFactorSignInExpired);
    if (!(await this.twoFactor.accepts(user.id, body.code))) {
      await this.activity.recordAlone({
        actor: actorOf(req, user),
        action: 'two-factor-failed',
        entity: 'account',
        entityId: user.id,
      });
      throw signInCodeRefused(SECURITY_MSG.twoFactorCodeWrong);
    }
    await this.codeThrottle.succeeded(attempt);
    return this.signIn(req, user, 'two-factor');
  }

  /** Signs `user` in on this request (a new session id) and logs it. */
  private async signIn(
    req: Request,
    user: AuthUser,
    method: 'password' | 'two-factor',
  ): Promise<LoginResponse> {
    // passport ≥ 0.6 regenerates the session here, so the session id changes at sign-in.
    await promised((done) => req.logIn(user, done));
    recordSignIn(req);
    const mustEnrol = method === 'password' && (await this.mustEnrol(user.id));
    if (mustEnrol) req.session.twoFactorEnrolment = true;
    await this.activity.recordAlone({
      actor: actorOf(req, user),
      action: 'sign-in',
      entity: 'account',
      entityId: user.id,
      changes: { method: [null, method] },
    });
    // The sign-in answer names the account only (as it always has): its role and display name are /api/admin/me's.
    const named = publicUser(user);
    return mustEnrol
      ? { success: true, user: named, twoFactorEnrolmentRequired: true }
      : { success: true, user: named };
  }

  /** The shop requires owners to enrol, this is an owner, and it has not enrolled. */
  private async mustEnrol(userId: string): Promise<boolean> {
    if (!(await this.policy.ownersMustEnrol())) return false;
    const account = await this.auth.account(userId);
    return account !== null && isOwner(account) && !account.twoFactorEnabled;
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
  @DuringTwoFactorEnrolment()
  @ApiOkResponse({ type: MeResponseSchema })
  me(@Req() req: Request): MeResponse {
    return { user: publicUser(req.user as AuthUser) };
  }
}
