import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { LIMITS, MSG } from '../../contract';
import type { CategoryInput } from '../../contract';
import { trimString } from '../../common/transforms';

export class CategoryInputDto implements CategoryInput {
  @ApiProperty({ example: 'Hoodies' })
  @Transform(trimString)
  @IsString({ message: MSG.categoryNameRequired })
  @IsNotEmpty({ message: MSG.categoryNameRequired })
  @MaxLength(LIMITS.categoryNameMax, {
    message: `Category name must be at most ${LIMITS.categoryNameMax} characters`,
  })
  name: string;

  /** Stored upper case (spec §5). */
  @ApiProperty({ example: 'HOODIES' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsString({ message: MSG.slugRequired })
  @IsNotEmpty({ message: MSG.slugRequired })
  @MaxLength(LIMITS.categorySlugMax, {
    message: `Slug must be at most ${LIMITS.categorySlugMax} characters`,
  })
  @Matches(/[A-Z0-9]/, { message: 'Slug must contain a letter or digit' })
  slug: string;
}
