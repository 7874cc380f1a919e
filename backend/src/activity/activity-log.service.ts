import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Repository } from 'typeorm';
import type { ActivityChanges, ActivityEntry, ActivityListResponse } from '../contract';
import type { Actor } from './actor';
import { withoutSecrets } from './actor';
import { ActivityEntryEntity } from './activity-entry.entity';
import type { ActivityQueryDto } from './dto/activity-query.dto';

/** What a write records: the rest (`id`, `at`) is set here. */
export interface ActivityRecord {
  actor: Actor;
  action: string;
  entity: string;
  entityId?: string | null;
  changes?: ActivityChanges;
}

const PAGE_SIZE = 50;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toEntry(row: ActivityEntryEntity): ActivityEntry {
  let changes: ActivityChanges = {};
  try {
    changes = JSON.parse(row.changes) as ActivityChanges;
  } catch {
    // A row is only written by record(): JSON. Anything else shows as no changes.
  }
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, username: row.actorUsername },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes,
    ip: row.ip,
  };
}

/**
 * The activity log. `record(manager, entry)` is called by every admin write inside its own
 * transaction (the manager `inTransaction` gave it), so the line is committed with the write
 * or rolled back with it. Nothing here updates or deletes a line.
 */
@Injectable()
export class ActivityLog {
  constructor(
    @InjectRepository(ActivityEntryEntity) private readonly rows: Repository<ActivityEntryEntity>,
  ) {}

  /** Appends one line in the caller's transaction. Secret-looking fields are dropped. */
  async record(manager: EntityManager, entry: ActivityRecord): Promise<void> {
    const changes = withoutSecrets(entry.changes ?? {});
    await manager.insert(ActivityEntryEntity, {
      id: randomUUID(),
      at: new Date(),
      actorId: entry.actor.id,
      actorUsername: entry.actor.username,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      changes: JSON.stringify(changes),
      ip: entry.actor.ip?.slice(0, 64) ?? null,
    });
  }

  /** Appends one line on its own (a sign-in: there is no other write to join). */
  recordAlone(entry: ActivityRecord): Promise<void> {
    return this.record(this.rows.manager, entry);
  }

  /** Newest first, filtered, one page. */
  async list(query: ActivityQueryDto): Promise<ActivityListResponse> {
    const limit = query.limit ?? PAGE_SIZE;
    const page = query.page ?? 1;
    const qb = this.rows.createQueryBuilder('a');
    if (query.actor)
      qb.andWhere('(a.actorUsername = :actor OR a.actorId = :actor)', { actor: query.actor });
    if (query.entity) qb.andWhere('a.entity = :entity', { entity: query.entity });
    if (query.entityId) qb.andWhere('a.entityId = :entityId', { entityId: query.entityId });
    if (query.from) qb.andWhere('a.at >= :from', { from: new Date(query.from) });
    if (query.to) {
      const to = new Date(query.to);
      // A bare day is the whole of that day.
      if (DAY_ONLY.test(query.to))
        qb.andWhere('a.at < :to', { to: new Date(to.getTime() + 86_400_000) });
      else qb.andWhere('a.at <= :to', { to });
    }
    const [rows, total] = await qb
      .orderBy('a.at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { entries: rows.map(toEntry), total };
  }
}
