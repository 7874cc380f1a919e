import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { HealthResponse } from '../../contract';

@ApiSchema({ name: 'HealthResponse' })
export class HealthResponseSchema implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
}
