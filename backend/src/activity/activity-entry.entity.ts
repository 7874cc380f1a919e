import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';

/**
 * One line of the activity log. Only ever inserted: nothing in the app updates or deletes a
 * row (the log is how staff answer "who changed this").
 */
@Entity('activity_log')
@Index('IDX_activity_at', ['at', 'id'])
@Index('IDX_activity_entity', ['entity', 'entityId', 'at'])
@Index('IDX_activity_actor', ['actorUsername', 'at'])
export class ActivityEntryEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column(dateColumn)
  at: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  actorUsername: string | null;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 40 })
  entity: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  entityId: string | null;

  /** JSON: field → [before, after]. */
  @Column({ type: 'text' })
  changes: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;
}
