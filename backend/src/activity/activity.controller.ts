import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ActivityListResponse } from '../contract';
import { Roles } from '../common/access';
import { contractSchema } from '../common/contract-schema';
import { ActivityLog } from './activity-log.service';
import { ActivityQueryDto } from './dto/activity-query.dto';

/** Read only: the API has no route that edits or deletes a line of the log. */
@ApiTags('activity')
@Controller('api/admin/activity')
@Roles('activity')
export class ActivityController {
  constructor(private readonly log: ActivityLog) {}

  @Get()
  @ApiOkResponse({ type: contractSchema('ActivityListResponse') })
  list(@Query() query: ActivityQueryDto): Promise<ActivityListResponse> {
    return this.log.list(query);
  }
}
