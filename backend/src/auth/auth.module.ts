import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountController } from './account.controller';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AUTHENTICATOR, createAuthenticator } from './authenticator';
import { LoginThrottle, PasswordCheckThrottle } from './login-throttle';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController, AccountController],
  providers: [
    AuthService,
    LoginThrottle,
    PasswordCheckThrottle,
    { provide: AUTHENTICATOR, inject: [AuthService], useFactory: createAuthenticator },
  ],
  exports: [AuthService, AUTHENTICATOR],
})
export class AuthModule {}
