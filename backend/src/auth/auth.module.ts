import { Module } from '@nestjs/common';
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
import { LoginThrottle, PasswordCheckThrottle } from './login-throttle';
import { SessionSerializer } from './session.serializer';
import { Sessions } from './sessions';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController, AccountController, MeController, StaffController],
  providers: [
    AuthService,
    StaffService,
    AdminSessions,
    LoginThrottle,
    PasswordCheckThrottle,
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
  ],
  exports: [AuthService],
})
export class AuthModule {}
