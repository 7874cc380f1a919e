import { render, screen } from '@testing-library/react';
import { formatAED } from '../../components/format';
import { DailyChart, revenueTick } from './DailyChart';

describe('DailyChart', () => {
  it('labels the revenue axis in AED, as every amount is shown', () => {
    expect(revenueTick(1500)).toBe(formatAED(1500));
    expect(revenueTick(1500)).toMatch(/^AED /);
    render(
      <DailyChart
        days={[
          { date: '2025-11-02', orders: 1, revenueAED: 150 },
          { date: '2025-11-03', orders: 3, revenueAED: 420 },
        ]}
      />,
    );
    // Its five ticks, from AED 0 to a round top above the best day.
    const ticks = screen.getAllByText(/^AED /);
    expect(ticks).toHaveLength(5);
    expect(ticks.map((t) => t.textContent)).toEqual(
      [0, 200, 400, 600, 800].map((aed) => formatAED(aed)),
    );
  });
});
