import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityController } from './activity.controller';
import { ActivityEntryEntity } from './activity-entry.entity';
import { ActivityLog } from './activity-log.service';

/** Global: every module that writes records its lines through the one ActivityLog. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ActivityEntryEntity])],
  controllers: [ActivityController],
  providers: [ActivityLog],
  exports: [ActivityLog],
})
export class ActivityModule {}
