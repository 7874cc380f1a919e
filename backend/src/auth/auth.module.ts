import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './access.guard';
import { AccountController } from './account.controller';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AUTHENTICATOR, createAuthenticator } from './authenticator';
import { LocalStrategy } from './local.strategy';
import { LoginThrottle } from './login-throttle';
import { SessionSerializer } from './session.serializer';
import { Sessions } from './sessions';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController, AccountController],
  providers: [
    AuthService,
    LoginThrottle,
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
