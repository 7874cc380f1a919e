import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LIMITS, MSG } from '../../contract';
import { MONEY_NUMBER_OPTIONS, trimString } from '../../common/transforms';

/** Spec §5 "Admin settings form", plus the contact details of NOTES §12. */
export class SettingsInputDto {
  @ApiProperty({ example: 20 })
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: MSG.deliveryMin })
  @Min(0, { message: MSG.deliveryMin })
  @Max(10000, { message: 'Delivery fee must be at most 10000' })
  deliveryAED: number;

  @ApiProperty({ example: 'Psycho Drip Streetwear' })
  @Transform(trimString)
  @IsString({ message: MSG.taglineRequired })
  @IsNotEmpty({ message: MSG.taglineRequired })
  @MaxLength(LIMITS.taglineMax, { message: MSG.taglineMax })
  brandTagline: string;

  @ApiPropertyOptional({ example: 'hello@freakdrop.ae' })
  @IsOptional()
  @Transform(trimString)
  @IsEmail({}, { message: MSG.emailInvalid })
  @MaxLength(LIMITS.emailMax, { message: MSG.emailInvalid })
  contactEmail?: string;

  @ApiPropertyOptional({ example: '+971501234567' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[\s-]/g, '') : value,
  )
  @Matches(/^\+\d{8,15}$/, {
    message: 'WhatsApp number must be in international form, e.g. +971 50 123 4567',
  })
  whatsappNumber?: string;

  @ApiPropertyOptional({ example: '@freakdrop.ae' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? `@${value.trim().replace(/^@/, '')}` : value,
  )
  @Matches(/^@[A-Za-z0-9._]{1,30}$/, {
    message: 'Instagram handle may only contain letters, digits, . and _',
  })
  instagramHandle?: string;
}
