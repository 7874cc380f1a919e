import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MSG } from '../../contract';
import type { LoginRequest } from '../../contract';

export class LoginDto implements LoginRequest {
  /** Carries the username (spec §5). */
  @ApiProperty({ example: 'admin', description: 'The username' })
  @IsString({ message: MSG.usernameRequired })
  @IsNotEmpty({ message: MSG.usernameRequired })
  @MaxLength(64, { message: MSG.loginFailedBody })
  email: string;

  @ApiProperty({ example: 'secret' })
  @IsString({ message: MSG.passwordRequired })
  @IsNotEmpty({ message: MSG.passwordRequired })
  @MaxLength(200, { message: MSG.loginFailedBody })
  password: string;
}
