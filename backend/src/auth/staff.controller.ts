import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { StaffList, StaffMember } from '../contract';
import { Roles } from '../common/access';
import type { SignedIn } from '../common/access';
import {
  CreateStaffDto,
  SetStaffPasswordDto,
  StaffListSchema,
  StaffMemberSchema,
  UpdateStaffDto,
} from './dto/staff.dto';
import { StaffService } from './staff.service';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';

/** The owner's Staff screen: accounts, their roles, disabling them, setting a password. */
@ApiTags('staff')
@Roles('staff')
@Controller('api/admin/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  @ApiOkResponse({ type: StaffListSchema })
  async list(): Promise<StaffList> {
    return { staff: await this.staff.list() };
  }

  @Post()
  @ApiCreatedResponse({ type: StaffMemberSchema })
  create(@Body() body: CreateStaffDto, @ActorOf() actor: Actor): Promise<StaffMember> {
    return this.staff.create(body, actor);
  }

  /** A changed role or disabling the account ends its sessions; 409 LAST_OWNER. */
  @Patch(':id')
  @ApiOkResponse({ type: StaffMemberSchema })
  update(
    @Param('id') id: string,
    @Body() body: UpdateStaffDto,
    @ActorOf() actor: Actor,
  ): Promise<StaffMember> {
    return this.staff.update(id, body, actor);
  }

  /** Ends the account's sessions (the caller's own stays when it is their account). */
  @Post(':id/password')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffMemberSchema })
  setPassword(
    @Param('id') id: string,
    @Body() body: SetStaffPasswordDto,
    @Req() req: Request,
    @ActorOf() actor: Actor,
  ): Promise<StaffMember> {
    const me = req.user as SignedIn;
    return this.staff.setPassword(
      id,
      body.password,
      actor,
      me.id === id ? req.sessionID : undefined,
    );
  }
}
