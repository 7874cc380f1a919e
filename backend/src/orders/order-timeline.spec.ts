import { buildTimeline } from './order-timeline';
import type { OrderNoteEntity } from './order-note.entity';
import type { OrderStatusChangeEntity } from './order-status-change.entity';

const change = (id: string, at: string, extra: Partial<OrderStatusChangeEntity> = {}) =>
  ({
    id,
    orderId: 'o1',
    status: 'PENDING',
    changedAt: new Date(at),
    reason: null,
    note: null,
    changedBy: null,
    ...extra,
  }) as OrderStatusChangeEntity;
const note = (id: string, at: string, text: string) =>
  ({ id, orderId: 'o1', text, author: 'agent', createdAt: new Date(at) }) as OrderNoteEntity;

describe('buildTimeline', () => {
  it('merges status changes and notes oldest first, a change before a note of the same instant', () => {
    const timeline = buildTimeline(
      [
        change('s2', '2026-01-01T10:05:00.000Z', {
          status: 'CANCELLED',
          reason: 'UNREACHABLE',
          note: 'No answer',
          changedBy: 'admin',
        }),
        change('s1', '2026-01-01T10:00:00.000Z'),
      ],
      [
        note('n2', '2026-01-01T10:05:00.000Z', 'same instant'),
        note('n1', '2026-01-01T10:01:00.000Z', 'called twice, no answer'),
      ],
    );
    expect(timeline.map((e) => e.id)).toEqual(['s1', 'n1', 's2', 'n2']);
    expect(timeline[2]).toEqual({
      kind: 'status',
      id: 's2',
      at: '2026-01-01T10:05:00.000Z',
      by: 'admin',
      status: 'CANCELLED',
      reason: 'UNREACHABLE',
      text: 'No answer',
    });
    expect(timeline[1]).toEqual({
      kind: 'note',
      id: 'n1',
      at: '2026-01-01T10:01:00.000Z',
      by: 'agent',
      text: 'called twice, no answer',
    });
  });
});
