import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SECURITY_MSG } from '../../contract';
import type { TwoFactorCodeRequest } from '../../contract';

/** A code from the authenticator app (6 digits) or a recovery code. */
export class TwoFactorCodeDto implements TwoFactorCodeRequest {
  @ApiProperty({ example: '123456', description: '6 digits, or a recovery code' })
  @IsString({ message: 'Enter the code' })
  @IsNotEmpty({ message: 'Enter the code' })
  @MaxLength(40, { message: SECURITY_MSG.twoFactorCodeWrong })
  code: string;
}
