import { PHONE_CASES, PHONE_DISPLAY_CASES } from './phone.cases';
import { formatUaePhone, isUaePhone, normalizeUaePhone, westernDigits } from './phone';

describe('UAE phones as people type them', () => {
  it.each(PHONE_CASES)('%j is stored as %s', (typed, stored) => {
    expect(normalizeUaePhone(typed)).toBe(stored);
    expect(isUaePhone(typed)).toBe(stored !== null);
  });

  it.each(PHONE_DISPLAY_CASES)('%j is shown as %j', (typed, shown) => {
    expect(formatUaePhone(typed)).toBe(shown);
  });

  it('stores what it shows: the display form comes back to the same number', () => {
    for (const [typed, stored] of PHONE_CASES) {
      if (stored) expect(normalizeUaePhone(formatUaePhone(typed))).toBe(stored);
    }
  });

  it('reads every Arabic-Indic digit as its Western digit', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('+971 ab')).toBe('+971 ab');
  });
});
