import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AuthUser, LoginResponse, LogoutResponse, MeResponse } from '../../contract';

@ApiSchema({ name: 'AuthUser' })
export class AuthUserSchema implements AuthUser {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty({
    required: false,
    enum: [true],
    description: 'Only present while the admin signs in with a password the shop generated',
  })
  mustChangePassword?: true;
}

@ApiSchema({ name: 'LoginResponse' })
export class LoginResponseSchema implements LoginResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: AuthUserSchema }) user: AuthUserSchema;
}

@ApiSchema({ name: 'LogoutResponse' })
export class LogoutResponseSchema implements LogoutResponse {
  @ApiProperty({ enum: [true] }) success: true;
}

@ApiSchema({ name: 'MeResponse' })
export class MeResponseSchema implements MeResponse {
  @ApiProperty({ type: AuthUserSchema }) user: AuthUserSchema;
}
