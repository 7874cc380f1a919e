import type { OrderNote, OrderTimelineEntry, OrderTimelineKind } from '../contract';
import type { OrderNoteEntity } from './order-note.entity';
import type { OrderStatusChangeEntity } from './order-status-change.entity';

/** Entries of the same millisecond: the status change first (a note comments on it). */
const KIND_ORDER: Record<OrderTimelineKind, number> = { status: 0, note: 1 };

export function toOrderNote(row: OrderNoteEntity): OrderNote {
  return { id: row.id, text: row.text, by: row.author, at: row.createdAt.toISOString() };
}

/**
 * An order's timeline: its status changes (who, why, their note) and its internal notes,
 * oldest first. Each source maps to entries of its own kind; a new kind (messages) adds its
 * rows here without changing the others.
 */
export function buildTimeline(
  changes: readonly OrderStatusChangeEntity[],
  notes: readonly OrderNoteEntity[],
): OrderTimelineEntry[] {
  const entries: OrderTimelineEntry[] = [
    ...changes.map((c): OrderTimelineEntry => ({
      kind: 'status',
      id: c.id,
      at: c.changedAt.toISOString(),
      by: c.changedBy,
      status: c.status,
      reason: c.reason,
      text: c.note,
    })),
    ...notes.map((n): OrderTimelineEntry => ({ kind: 'note', ...toOrderNote(n) })),
  ];
  return entries.sort(
    (a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}
