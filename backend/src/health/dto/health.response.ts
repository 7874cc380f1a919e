import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { HealthResponse, LivenessResponse, ReadinessResponse } from '../../contract';

@ApiSchema({ name: 'HealthResponse' })
export class HealthResponseSchema implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
}

@ApiSchema({ name: 'LivenessResponse' })
export class LivenessResponseSchema implements LivenessResponse {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
}

@ApiSchema({ name: 'ReadinessResponse' })
export class ReadinessResponseSchema implements ReadinessResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
  @ApiProperty({ enum: ['applied', 'pending'] }) migrations: 'applied' | 'pending';
  @ApiProperty() draining: boolean;
}
