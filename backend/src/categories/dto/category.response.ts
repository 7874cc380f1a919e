import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Category } from '../../contract';

@ApiSchema({ name: 'Category' })
export class CategorySchema implements Category {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'HOODIES' }) slug: string;
  @ApiProperty({ example: 'Hoodies' }) name: string;
}
