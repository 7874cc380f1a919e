import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '../contract';
import { HealthResponseSchema } from './dto/health.response';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 when the database answers, 503 otherwise (load balancers and HEALTHCHECK read this). */
  @Get()
  @ApiOkResponse({ type: HealthResponseSchema })
  @ApiServiceUnavailableResponse({ type: HealthResponseSchema })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      res.status(503);
      return { status: 'error', database: 'down' };
    }
  }
}
