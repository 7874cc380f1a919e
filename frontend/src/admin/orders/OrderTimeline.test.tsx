import { renderAdmin } from '../test-utils';
import { screen, within } from '@testing-library/react';
import type { OrderTimelineEntry } from '../../api/types';
import { PLACED_ENTRY } from '../../test/fixtures';
import { OrderTimeline } from './OrderTimeline';
import { ORDER_PAGE_TEXT } from './orderPageTexts';

const placed = PLACED_ENTRY;
const cancelled: OrderTimelineEntry = {
  kind: 'status',
  id: 's2',
  at: '2025-11-20T09:00:00.000Z',
  by: 'admin',
  status: 'CANCELLED',
  reason: 'UNREACHABLE',
  text: 'No answer',
};
const note: OrderTimelineEntry = {
  kind: 'note',
  id: 'n1',
  at: '2025-11-20T10:00:00.000Z',
  by: 'agent-1',
  text: 'called twice, no answer',
};

describe('OrderTimeline', () => {
  it('shows status changes with why and who, and notes, newest first', () => {
    renderAdmin(<OrderTimeline entries={[placed, cancelled, note]} />);
    const timeline = screen.getByRole('region', { name: ORDER_PAGE_TEXT.timeline });
    const entries = Array.from(timeline.querySelectorAll('.order-timeline-entry'));
    expect(entries.map((e) => e.getAttribute('data-kind'))).toEqual(['note', 'status', 'status']);
    const [first, second, third] = entries as HTMLElement[];
    expect(within(first).getByText(ORDER_PAGE_TEXT.noteKind)).toBeInTheDocument();
    expect(within(first).getByText('called twice, no answer')).toBeInTheDocument();
    // Dubai time, and the author.
    expect(first).toHaveTextContent('Nov 20, 2025, 2:00 PM · by agent-1');
    expect(within(second).getByText('Cancelled')).toBeInTheDocument();
    expect(within(second).getByText('Unreachable')).toBeInTheDocument();
    expect(within(second).getByText('No answer')).toBeInTheDocument();
    expect(second).toHaveTextContent('by admin');
    // Who placed it is not known: no "by".
    expect(within(third).getByText('Pending')).toBeInTheDocument();
    expect(third).not.toHaveTextContent('by');
  });

  it('says so when there is nothing yet', () => {
    renderAdmin(<OrderTimeline entries={[]} />);
    expect(screen.getByText(ORDER_PAGE_TEXT.timelineEmpty)).toBeInTheDocument();
  });
});
