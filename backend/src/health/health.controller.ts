import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { HealthResponse, LivenessResponse, ReadinessResponse } from '../contract';
import { Public } from '../common/access';
import { RETRY_AFTER_SECONDS } from '../common/faults';
import { DatabaseProbe } from './database-probe';
import {
  HealthResponseSchema,
  LivenessResponseSchema,
  ReadinessResponseSchema,
} from './dto/health.response';
import { Readiness } from './readiness';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly probe: DatabaseProbe,
    private readonly readiness: Readiness,
  ) {}

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

  /** 200 while the process answers at all: an orchestrator restarts a replica when it fails. */
  @Get('live')
  @ApiOkResponse({ type: LivenessResponseSchema })
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /**
   * 200 when this replica should get traffic: the database answers, migrations are applied and
   * it is not shutting down (after SIGTERM it answers 503 while its requests in flight finish).
   */
  @Get('ready')
  @ApiOkResponse({ type: ReadinessResponseSchema })
  @ApiServiceUnavailableResponse({ type: ReadinessResponseSchema })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessResponse> {
    const answer = await this.readiness.check();
    if (answer.status !== 'ok') {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return answer;
  }
}
