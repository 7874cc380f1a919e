import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AUTHENTICATOR, createAuthenticator } from './authenticator';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController],
  providers: [
    AuthService,
    { provide: AUTHENTICATOR, inject: [AuthService], useFactory: createAuthenticator },
  ],
  exports: [AuthService, AUTHENTICATOR],
})
export class AuthModule {}
