import { Module } from '@nestjs/common';
import { DatabaseProbe } from './database-probe';
import { HealthController } from './health.controller';
import { Readiness } from './readiness';

@Module({
  controllers: [HealthController],
  providers: [DatabaseProbe, Readiness],
  exports: [DatabaseProbe, Readiness],
})
export class HealthModule {}
