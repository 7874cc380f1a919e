import type { DailyStat } from '../../api/types';
import { ADMIN_TEXT } from '../texts';
import { formatAED } from '../../components/format';

const W = 720;
const H = 260;
const PAD = { top: 20, right: 84, bottom: 36, left: 40 };

/** "2025-11-03" → "Nov 3" without time-zone shifts (the date is already the shop's day). */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const TICKS = 4;

/** A label of the revenue axis (the right one): an amount in AED, as every price is shown. */
export function revenueTick(aed: number): string {
  return formatAED(Math.round(aed));
}

/** A round, whole-number axis top: TICKS steps of 1, 2, 5 × 10^n. */
function niceMax(value: number): number {
  const raw = Math.max(value / TICKS, 1);
  const exp = 10 ** Math.floor(Math.log10(raw));
  const f = raw / exp;
  const step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 && exp >= 10 ? 2.5 : f <= 5 ? 5 : 10) * exp;
  return step * TICKS;
}

/**
 * Orders (bars, left axis) and revenue (line, right axis) per day, drawn as plain SVG so the
 * admin chunk carries no chart library.
 */
export function DailyChart({ days }: { days: DailyStat[] }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const maxOrders = niceMax(Math.max(0, ...days.map((d) => d.orders)));
  const maxRevenue = niceMax(Math.max(0, ...days.map((d) => d.revenueAED)));
  const step = innerW / Math.max(days.length, 1);
  const barW = Math.min(28, step * 0.6);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const yOrders = (v: number) => PAD.top + innerH - (v / maxOrders) * innerH;
  const yRevenue = (v: number) => PAD.top + innerH - (v / maxRevenue) * innerH;
  const line = days
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${yRevenue(d.revenueAED)}`)
    .join(' ');
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => i / TICKS);
  const totalOrders = days.reduce((n, d) => n + d.orders, 0);
  const totalRevenue = days.reduce((n, d) => n + d.revenueAED, 0);

  return (
    <div className="admin-chart">
      <div className="admin-chart-legend">
        <span className="admin-chart-key admin-chart-key-orders">{ADMIN_TEXT.chartOrders}</span>
        <span className="admin-chart-key admin-chart-key-revenue">{ADMIN_TEXT.chartRevenue}</span>
      </div>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${ADMIN_TEXT.chartTitle}: ${totalOrders} ${ADMIN_TEXT.chartOrders.toLowerCase()}, ${formatAED(totalRevenue)}`}
      >
        {ticks.map((t) => {
          const y = PAD.top + innerH - t * innerH;
          return (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} className="grid" />
              <text x={PAD.left - 8} y={y + 4} textAnchor="end" className="axis">
                {Math.round(t * maxOrders)}
              </text>
              <text x={W - PAD.right + 8} y={y + 4} textAnchor="start" className="axis">
                {revenueTick(t * maxRevenue)}
              </text>
            </g>
          );
        })}
        {days.map((d, i) => (
          <g key={d.date}>
            <rect
              x={x(i) - barW / 2}
              y={yOrders(d.orders)}
              width={barW}
              height={Math.max(0, PAD.top + innerH - yOrders(d.orders))}
              rx={3}
              className="bar"
            >
              <title>{`${dayLabel(d.date)}: ${d.orders} ${ADMIN_TEXT.chartOrders.toLowerCase()}, ${formatAED(d.revenueAED)}`}</title>
            </rect>
            {/* every other day, counted from today so today is always labelled */}
            {((days.length - 1 - i) % 2 === 0 || days.length <= 7) && (
              <text x={x(i)} y={H - PAD.bottom + 18} textAnchor="middle" className="axis">
                {dayLabel(d.date)}
              </text>
            )}
          </g>
        ))}
        {days.length > 0 && <path d={line} className="revenue-line" />}
        {days.map((d, i) => (
          <circle
            key={d.date}
            cx={x(i)}
            cy={yRevenue(d.revenueAED)}
            r={3.5}
            className="revenue-dot"
          />
        ))}
      </svg>
    </div>
  );
}
