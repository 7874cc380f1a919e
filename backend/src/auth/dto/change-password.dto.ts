import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MSG } from '../../contract';
import type { ChangePasswordRequest } from '../../contract';
import { PASSWORD_MIN } from '../passwords';

/** The console's "choose your own password" form. */
@ApiSchema({ name: 'ChangePasswordRequest' })
export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ maxLength: 200 })
  @MaxLength(200, { message: MSG.currentPasswordWrong })
  @IsNotEmpty({ message: MSG.currentPasswordRequired })
  @IsString({ message: MSG.currentPasswordRequired })
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: 200 })
  @MaxLength(200, { message: MSG.newPasswordMin })
  @MinLength(PASSWORD_MIN, { message: MSG.newPasswordMin })
  @IsString({ message: MSG.newPasswordMin })
  newPassword: string;
}
