import { randomUUID } from 'node:crypto';
import { BeforeInsert, BeforeUpdate, Column, PrimaryColumn } from 'typeorm';

/** Dates are stored in UTC with millisecond precision, set by the app (same on SQLite and MySQL). */
export const dateColumn = { type: 'datetime', precision: 3 } as const;

/** A UUID primary key and createdAt / updatedAt set by the app, not by database defaults. */
export abstract class TimestampedEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column(dateColumn)
  createdAt: Date;

  @Column(dateColumn)
  updatedAt: Date;

  @BeforeInsert()
  protected beforeInsert(): void {
    this.id ??= randomUUID();
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt ??= now;
  }

  @BeforeUpdate()
  protected beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}

/** JSON arrays kept in a text column (portable across SQLite and MySQL). */
export const jsonArrayTransformer = {
  to: (value: unknown[] | undefined | null): string => JSON.stringify(value ?? []),
  from: (value: string | null): unknown[] => {
    if (!value) return [];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  },
};
