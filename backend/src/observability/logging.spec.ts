import { maskPersonal, REDACTED, safeUrl, scrub } from './logging';

describe('maskPersonal', () => {
  it.each([
    ['call +971501234567 now', 'call +*********567 now'],
    ['0501234567', '*******567'],
    ['+971 50 123 4567', '+*********567'],
    ['phone=%2B971501234567', 'phone=+*********567'],
    ['call ٠٥٠١٢٣٤٥٦٧ now', 'call *******567 now'],
    ['layla.h@example.com wrote', 'l***@example.com wrote'],
  ])('%s → %s', (text, masked) => expect(maskPersonal(text)).toBe(masked));

  it.each([
    'order FD-20261126-4821',
    'on 2026-11-26 at 10:00',
    'from 127.0.0.1',
    '/api/products?limit=100',
    'took 1234 ms',
  ])('leaves %s alone', (text) => expect(maskPersonal(text)).toBe(text));
});

describe('safeUrl', () => {
  it('redacts secrets in the path and the query, masks personal data', () => {
    expect(safeUrl('/api/uploads/signed/abc123?expires=1&sig=xyz')).toBe(
      `/api/uploads/signed/${REDACTED}?expires=${REDACTED}&sig=${REDACTED}`,
    );
    expect(safeUrl('/api/orders/track?orderNumber=FD-1&phone=0501234567')).toBe(
      '/api/orders/track?orderNumber=FD-1&phone=+*********567',
    );
    // Any form a shopper types: brackets, spaces, Arabic-Indic digits, %-encoded.
    for (const phone of ['(050) 123-4567', '٠٥٠١٢٣٤٥٦٧', '+971 50 123 4567']) {
      expect(safeUrl(`/api/orders/track?phone=${encodeURIComponent(phone)}`)).toBe(
        '/api/orders/track?phone=+*********567',
      );
    }
    expect(safeUrl('/api/orders/track?phone=%2B44%2020%207946%200958')).toBe(
      `/api/orders/track?phone=${REDACTED}`,
    );
    expect(safeUrl('/api/x/abc?token=t&page=2', '/api/x/:token')).toBe(
      `/api/x/${REDACTED}?token=${REDACTED}&page=2`,
    );
  });
});

describe('scrub', () => {
  it('removes secrets at any depth and masks strings', () => {
    expect(
      scrub({
        password: 'p',
        headers: { cookie: 'freakdrop.sid=s', authorization: 'Bearer t', host: 'h' },
        user: { email: 'a@b.co', sessionId: 'x' },
      }),
    ).toEqual({
      password: REDACTED,
      headers: { cookie: REDACTED, authorization: REDACTED, host: 'h' },
      user: { email: 'a***@b.co', sessionId: REDACTED },
    });
  });
});
