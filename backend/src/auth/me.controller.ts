import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AdminMe, AdminSessionList, EndedSessions } from '../contract';
import { DuringTwoFactorEnrolment, Roles } from '../common/access';
import type { SignedIn } from '../common/access';
import { AdminSessions } from './admin-sessions.service';
import {
  AdminMeSchema,
  AdminSessionListSchema,
  EndedSessionsSchema,
  UpdateProfileDto,
} from './dto/staff.dto';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { StaffService } from './staff.service';

/** The signed-in staff member: who they are, what their role may do, their sessions. */
@ApiTags('auth')
@Roles('account')
@Controller('api/admin/me')
export class MeController {
  constructor(
    private readonly staff: StaffService,
    private readonly sessions: AdminSessions,
  ) {}

  @Get()
  @DuringTwoFactorEnrolment()
  @ApiOkResponse({ type: AdminMeSchema })
  me(@Req() req: Request): Promise<AdminMe> {
    return this.staff.me((req.user as SignedIn).id);
  }

  /** One's own new-order alerts: email, WhatsApp number, on or off. */
  @Patch()
  @ApiOkResponse({ type: AdminMeSchema })
  updateProfile(
    @Req() req: Request,
    @Body() body: UpdateProfileDto,
    @ActorOf() actor: Actor,
  ): Promise<AdminMe> {
    return this.staff.updateProfile((req.user as SignedIn).id, body, actor);
  }

  @Get('sessions')
  @ApiOkResponse({ type: AdminSessionListSchema })
  async list(@Req() req: Request): Promise<AdminSessionList> {
    return { sessions: await this.sessions.list((req.user as SignedIn).id, req.sessionID) };
  }

  /** Signs out everywhere else: every other session of this account ends. */
  @Delete('sessions')
  @ApiOkResponse({ type: EndedSessionsSchema })
  async endOthers(@Req() req: Request): Promise<EndedSessions> {
    return { ended: await this.sessions.endOthers((req.user as SignedIn).id, req.sessionID) };
  }

  /** Ends one session of this account (its listed id); 404 when it has none such. */
  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async end(@Param('id') id: string, @Req() req: Request): Promise<void> {
    await this.sessions.end((req.user as SignedIn).id, id);
  }
}
