import { discountPercent, formatAED, formatShopDate, formatUaePhone } from './format';

describe('formats', () => {
  it('shows AED as a prefix, with fils only when there are some', () => {
    expect(formatAED(149)).toBe('AED 149');
    expect(formatAED(1249.5)).toBe('AED 1,249.50');
  });

  it('rounds the discount badge, and shows none without a lower sale price', () => {
    expect(discountPercent(249, 199)).toBe(20);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });

  it('shows phones as +971 XX XXX XXXX', () => {
    expect(formatUaePhone('+971501234567')).toBe('+971 50 123 4567');
    expect(formatUaePhone('12345')).toBe('12345');
  });

  it('shows dates en-US in Dubai time', () => {
    expect(formatShopDate('2026-11-21T20:30:00Z')).toBe('Nov 22, 2026, 12:30 AM');
  });
});
