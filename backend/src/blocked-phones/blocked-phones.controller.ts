import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { BlockedPhone, BlockedPhoneList } from '../contract';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { BlockedPhonesService } from './blocked-phones.service';
import { BlockedPhoneListSchema, BlockedPhoneSchema, BlockPhoneDto } from './dto/block-phone.dto';
import { Roles } from '../common/access';

/** Admin only (the /api/admin guard): the numbers the checkout refuses. */
@ApiTags('orders')
@Roles('confirmation')
@Controller('api/admin/blocked-phones')
export class BlockedPhonesController {
  constructor(private readonly blocked: BlockedPhonesService) {}

  @Get()
  @ApiOkResponse({ type: BlockedPhoneListSchema })
  list(): Promise<BlockedPhoneList> {
    return this.blocked.list();
  }

  @Post()
  @ApiCreatedResponse({ type: BlockedPhoneSchema })
  block(@Body() body: BlockPhoneDto, @ActorOf() actor: Actor): Promise<BlockedPhone> {
    return this.blocked.block(body.phone, body.reason, actor);
  }

  /** `:phone` in any accepted form, URL-encoded (`%2B971501234567`). */
  @Delete(':phone')
  @HttpCode(204)
  @ApiNoContentResponse()
  async unblock(@Param('phone') phone: string, @ActorOf() actor: Actor): Promise<void> {
    await this.blocked.unblock(phone, actor);
  }
}
