import { Module } from '@nestjs/common';
import type { DynamicModule, FactoryProvider, ModuleMetadata } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './access.guard';
import { AccountController } from './account.controller';
import { AdminSessions } from './admin-sessions.service';
import { MeController } from './me.controller';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AUTHENTICATOR, createAuthenticator } from './authenticator';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle, PasswordCheckThrottle, TwoFactorThrottle } from './login-throttle';
import { SessionSerializer } from './session.serializer';
import { Sessions } from './sessions';
import { RecoveryCodeRow } from './recovery-code.entity';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorRow } from './two-factor.entity';
import { TWO_FACTOR_POLICY } from './two-factor-policy';
import type { TwoFactorPolicy } from './two-factor-policy';
import { TwoFactorService } from './two-factor.service';
import { User } from './user.entity';

/** Where the two-step policy comes from: the app's wiring reads it from the shop's settings. */
export interface TwoFactorPolicySource {
  imports: ModuleMetadata['imports'];
  inject: FactoryProvider['inject'];
  useFactory: (...deps: never[]) => TwoFactorPolicy;
}

const AUTH_PROVIDERS = [
  AuthService,
  StaffService,
  AdminSessions,
  TwoFactorService,
  LoginThrottle,
  PasswordCheckThrottle,
  TwoFactorThrottle,
  LocalStrategy,
  SessionSerializer,
  {
    provide: AUTHENTICATOR,
    inject: [LocalStrategy, SessionSerializer],
    useFactory: createAuthenticator,
  },
  Sessions,
  // Every route of every module: refused without a signed-in session unless @Public().
  { provide: APP_GUARD, useClass: AccessGuard },
];

@Module({})
export class AuthModule {
  static forRoot(policy: TwoFactorPolicySource): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        TypeOrmModule.forFeature([User, TwoFactorRow, RecoveryCodeRow]),
        ...(policy.imports ?? []),
      ],
      controllers: [
        AuthController,
        AccountController,
        MeController,
        StaffController,
        TwoFactorController,
      ],
      providers: [
        { provide: TWO_FACTOR_POLICY, inject: policy.inject, useFactory: policy.useFactory },
        ...AUTH_PROVIDERS,
      ],
      exports: [AuthService],
    };
  }
}
