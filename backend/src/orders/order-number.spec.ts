import { generateOrderNumber, normalizeOrderNumber, ORDER_NUMBER_ALPHABET } from './order-number';
import { shopDays, zoneOffsetMinutes } from './order-stats.service';

describe('order numbers', () => {
  it('uses 32 unambiguous characters', () => {
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(32);
    for (const c of 'ILOU') expect(ORDER_NUMBER_ALPHABET).not.toContain(c);
  });

  it('spends all 40 random bits: FD-XXXX-XXXX', () => {
    expect(generateOrderNumber(Buffer.from([0, 0, 0, 0, 0]))).toBe('FD-0000-0000');
    expect(generateOrderNumber(Buffer.from([255, 255, 255, 255, 255]))).toBe('FD-ZZZZ-ZZZZ');
    // 0x0842108421 = 00001 00001 ... : every 5-bit group is 1.
    expect(generateOrderNumber(Buffer.from([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('FD-1111-1111');
    const seen = new Set(Array.from({ length: 2000 }, () => generateOrderNumber()));
    expect(seen.size).toBe(2000);
    for (const n of seen) expect(n).toMatch(/^FD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('normalises what a customer types', () => {
    expect(normalizeOrderNumber(' fd-7k3m-9q2x ')).toBe('FD-7K3M-9Q2X');
    expect(normalizeOrderNumber('FD7K3M9Q2X')).toBe('FD-7K3M-9Q2X');
    expect(normalizeOrderNumber('fd 7k3m 9q2x')).toBe('FD-7K3M-9Q2X');
    expect(normalizeOrderNumber('something else')).toBe('SOMETHING ELSE');
  });
});

describe('shop days', () => {
  it('knows Dubai is UTC+4 all year', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Asia/Dubai')).toBe(240);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Asia/Dubai')).toBe(240);
  });

  it('lists the last days in the shop zone, today last, and when the first began', () => {
    // 21:30 UTC on 10 March is 01:30 on 11 March in Dubai.
    const { dates, since } = shopDays(new Date('2026-03-10T21:30:00Z'), 3, 240);
    expect(dates).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
    expect(since.toISOString()).toBe('2026-03-08T20:00:00.000Z');
  });
});
