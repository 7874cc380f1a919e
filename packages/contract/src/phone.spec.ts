import { PHONE_CASES, PHONE_DISPLAY_CASES } from './phone.cases';
import { isUaePhone, normalizeUaePhone, showTypedPhone, westernDigits } from './phone';
import { formatUaePhone } from './text';

describe('UAE phones as people type them', () => {
  it.each(PHONE_CASES)('%j is stored as %s', (typed, stored) => {
    expect(normalizeUaePhone(typed)).toBe(stored);
    expect(isUaePhone(typed)).toBe(stored !== null);
  });

  it.each(PHONE_DISPLAY_CASES)('%j is shown as %j', (typed, shown) => {
    expect(showTypedPhone(typed)).toBe(shown);
  });

  it('shows a stored number as +971 XX XXX XXXX, anything else as it is', () => {
    expect(formatUaePhone('+971501234567')).toBe('+971 50 123 4567');
    expect(formatUaePhone('971501234567')).toBe('+971 50 123 4567');
    expect(formatUaePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('stores what it shows: the display form comes back to the same number', () => {
    for (const [typed, stored] of PHONE_CASES) {
      if (stored) expect(normalizeUaePhone(showTypedPhone(typed))).toBe(stored);
    }
  });

  it('reads every Arabic-Indic digit as its Western digit', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('+971 ab')).toBe('+971 ab');
  });
});
