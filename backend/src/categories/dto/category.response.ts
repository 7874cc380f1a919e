import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { Category } from '../../contract';

@ApiSchema({ name: 'Category' })
export class CategorySchema implements Category {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'HOODIES' }) slug: string;
  @ApiProperty({ example: 'Hoodies' }) name: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'هوديز' }) nameAr?: string | null;
}
