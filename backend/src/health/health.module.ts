import { Module } from '@nestjs/common';
import { DatabaseProbe } from './database-probe';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DatabaseProbe], exports: [DatabaseProbe] })
export class HealthModule {}
