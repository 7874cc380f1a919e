import { MESSAGE_LIMITS } from '../contract';
import { nextTryAt, retryDelayMs } from './retry';
import { retryAfterMs } from './channels/whatsapp-channel';

describe('message retries', () => {
  const mid = () => 0.5;

  it('waits three times longer after each failure, about 18 hours over 8 tries', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((tries) => retryDelayMs(tries, 60_000, mid));
    expect(waits).toEqual([60_000, 180_000, 540_000, 1_620_000, 4_860_000, 14_580_000, 43_740_000]);
    const hours = waits.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(16);
    expect(hours).toBeLessThan(24);
  });

  it('spreads retries ±20 % at random', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1200);
  });

  it('never comes back before Retry-After, and stops after the last try', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(nextTryAt(1, now, 1000, 30_000, mid)?.getTime()).toBe(now.getTime() + 30_000);
    expect(nextTryAt(1, now, 1000, undefined, mid)?.getTime()).toBe(now.getTime() + 1000);
    expect(nextTryAt(MESSAGE_LIMITS.maxTries, now, 1000)).toBeNull();
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
