import { formatAED } from './format';

const formats = new Map<string, Intl.NumberFormat>();

/** What Intl writes for a price: formatAED must write the same without it. */
function intl(aed: number, arabic: boolean): string {
  const hasFils = Math.round(aed * 100) % 100 !== 0;
  const key = `${arabic}${hasFils}`;
  const digits = { minimumFractionDigits: hasFils ? 2 : 0, maximumFractionDigits: 2 };
  let format = formats.get(key);
  if (!format) {
    format = arabic
      ? new Intl.NumberFormat('ar-AE', {
          style: 'currency',
          currency: 'AED',
          numberingSystem: 'latn',
          ...digits,
        })
      : new Intl.NumberFormat('en-AE', digits);
    formats.set(key, format);
  }
  return arabic ? format.format(aed) : `AED ${format.format(aed)}`;
}

describe('formatAED', () => {
  const prices = [
    0, 0.004, 0.005, 0.01, 0.1, 0.5, 1, 1.005, 2.675, 5, 9.99, 10, 99.5, 99.995, 149, 149.5,
    999.999, 1000, 1249.5, 12345.67, 100000, 1234567.1, 987654321.25, 1e-7, 1e12, -12.5,
  ];

  it.each(prices)('writes %p as Intl does, in English and in Arabic', (aed) => {
    expect(formatAED(aed)).toBe(intl(aed, false));
    expect(formatAED(aed, 'ar')).toBe(intl(aed, true));
  });

  it('writes every fils of a range as Intl does', () => {
    for (let fils = 0; fils < 300000; fils += 7) {
      const aed = fils / 100;
      expect(formatAED(aed)).toBe(intl(aed, false));
      expect(formatAED(aed, 'ar')).toBe(intl(aed, true));
    }
  });
});
