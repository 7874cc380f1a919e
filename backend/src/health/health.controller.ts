import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { HealthResponse } from '../contract';
import { Public } from '../common/access';
import { RETRY_AFTER_SECONDS } from '../common/faults';
import { DatabaseProbe } from './database-probe';
import { HealthResponseSchema } from './dto/health.response';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(private readonly probe: DatabaseProbe) {}

  /**
   * 200 when the database answers, 503 otherwise (load balancers and HEALTHCHECK read this);
   * on MySQL the answer comes within DB_TIMEOUT_SECONDS even when the database is frozen.
   */
  @Get()
  @ApiOkResponse({ type: HealthResponseSchema })
  @ApiServiceUnavailableResponse({ type: HealthResponseSchema })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    if (await this.probe.check()) return { status: 'ok', database: 'up' };
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return { status: 'error', database: 'down' };
  }
}
