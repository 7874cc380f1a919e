import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  MESSAGE_LIMITS,
  MESSAGING_MSG,
  STAFF_LIMITS,
  STAFF_MSG,
  STAFF_ROLES,
} from '../../contract';
import type {
  CreateStaffRequest,
  SetStaffPasswordRequest,
  StaffRole,
  UpdateProfileRequest,
  UpdateStaffRequest,
} from '../../contract';
import { contractSchema } from '../../common/contract-schema';

const { displayNameMax, passwordMin, passwordMax } = STAFF_LIMITS;

/** Password rules of the console's password form. */
function StaffPassword(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ minLength: passwordMin, maxLength: passwordMax })(target, key);
    MaxLength(passwordMax, { message: STAFF_MSG.passwordMax })(target, key);
    MinLength(passwordMin, { message: STAFF_MSG.passwordMin })(target, key);
    IsString({ message: STAFF_MSG.passwordMin })(target, key);
  };
}

@ApiSchema({ name: 'CreateStaffRequest' })
export class CreateStaffDto implements CreateStaffRequest {
  @ApiProperty({ example: 'sara', maxLength: 64 })
  @MaxLength(64, { message: STAFF_MSG.usernameInvalid })
  @IsString({ message: STAFF_MSG.usernameInvalid })
  username: string;

  @ApiPropertyOptional({ example: 'Sara', maxLength: displayNameMax })
  @IsOptional()
  @MaxLength(displayNameMax, { message: STAFF_MSG.displayNameMax })
  @IsString({ message: STAFF_MSG.displayNameMax })
  displayName?: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: STAFF_MSG.roleInvalid })
  role: StaffRole;

  @StaffPassword()
  password: string;
}

@ApiSchema({ name: 'UpdateStaffRequest' })
export class UpdateStaffDto implements UpdateStaffRequest {
  @ApiPropertyOptional({ example: 'Sara', maxLength: displayNameMax })
  @IsOptional()
  @MaxLength(displayNameMax, { message: STAFF_MSG.displayNameMax })
  @IsString({ message: STAFF_MSG.displayNameMax })
  displayName?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn(STAFF_ROLES, { message: STAFF_MSG.roleInvalid })
  role?: StaffRole;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: STAFF_MSG.disabledInvalid })
  disabled?: boolean;
}

@ApiSchema({ name: 'SetStaffPasswordRequest' })
export class SetStaffPasswordDto implements SetStaffPasswordRequest {
  @StaffPassword()
  password: string;
}

@ApiSchema({ name: 'UpdateProfileRequest' })
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'sara@example.com' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @MaxLength(MESSAGE_LIMITS.staffEmailMax, { message: MESSAGING_MSG.staffEmailInvalid })
  @IsEmail({}, { message: MESSAGING_MSG.staffEmailInvalid })
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+971501234567' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null && value !== '')
  @MaxLength(40, { message: MESSAGING_MSG.staffWhatsappInvalid })
  @IsString({ message: MESSAGING_MSG.staffWhatsappInvalid })
  whatsapp?: string | null;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @IsBoolean({ message: MESSAGING_MSG.newOrderAlertsInvalid })
  newOrderAlerts?: boolean;
}

/** Route decorators' names for the contract's answer types (common/contract-schema.ts). */
export const AdminMeSchema = contractSchema('AdminMe');
export const StaffMemberSchema = contractSchema('StaffMember');
export const StaffListSchema = contractSchema('StaffList');
export const AdminSessionListSchema = contractSchema('AdminSessionList');
export const EndedSessionsSchema = contractSchema('EndedSessions');
