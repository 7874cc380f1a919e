import {
  createRootLogger,
  maskPersonal,
  REDACTED,
  requestLineWriter,
  safeUrl,
  scrub,
} from './logging';
import type { DestinationStream } from 'pino';

describe('maskPersonal', () => {
  it.each([
    ['call +971501234567 now', 'call +*********567 now'],
    ['0501234567', '*******567'],
    ['+971 50 123 4567', '+*********567'],
    ['phone=%2B971501234567', 'phone=+*********567'],
    ['call ٠٥٠١٢٣٤٥٦٧ now', 'call *******567 now'],
    ['layla.h@example.com wrote', 'l***@example.com wrote'],
    ['050-123-4567', '*******567'],
    ['050 . 123 . 4567', '*******567'],
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
    expect(safeUrl('/a?api_key=k&SessionId=s&state=x&codes=1&q=code', '/a')).toBe(
      `/a?api_key=${REDACTED}&SessionId=${REDACTED}&state=${REDACTED}&codes=1&q=code`,
    );
    expect(safeUrl('/api/products/neon-tee?ref=layla@example.com', '/api/products/:slugOrId')).toBe(
      '/api/products/neon-tee?ref=l***@example.com',
    );
  });

  it('returns a URL with nothing to hide as it is', () => {
    const url = '/api/products?category=tees&sort=price_asc&page=3&limit=12';
    expect(safeUrl(url, '/api/products')).toBe(url);
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

describe('requestLineWriter', () => {
  it("writes the line pino writes for the request's fields, from 500 at error", () => {
    const lines: string[] = [];
    const destination: DestinationStream = { write: (line: string) => lines.push(line) };
    const logger = createRootLogger({ logLevel: 'info', logFormat: 'json' }, destination);
    const writeLine = requestLineWriter(logger);
    const url = '/api/x?q="quoted"\\back\u0001é';
    writeLine('id-1', 'GET', '/api/x', url, 200, 1.5, true);
    logger.info(
      { reqId: 'id-1', method: 'GET', route: '/api/x', url, status: 200, ms: 1.5, cached: true },
      'request',
    );
    writeLine('id-2', 'POST', '/api/orders', '/api/orders', 503, 12, false);
    logger.error(
      {
        reqId: 'id-2',
        method: 'POST',
        route: '/api/orders',
        url: '/api/orders',
        status: 503,
        ms: 12,
      },
      'request failed',
    );
    const [ours, pinos, oursFailed, pinosFailed] = lines;
    const withoutTime = (text: string) => text.replace(/"time":"[^"]+"/, '"time":""');
    expect(withoutTime(ours)).toBe(withoutTime(pinos));
    expect(withoutTime(oursFailed)).toBe(withoutTime(pinosFailed));
    const time = (JSON.parse(ours) as { time: string }).time;
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(new Date(time).getTime() - Date.now())).toBeLessThan(5000);
  });

  it("writes nothing below the logger's level", () => {
    const lines: string[] = [];
    const logger = createRootLogger(
      { logLevel: 'error', logFormat: 'json' },
      { write: (line: string) => lines.push(line) },
    );
    const writeLine = requestLineWriter(logger);
    writeLine('id-1', 'GET', '/api/x', '/api/x', 200, 1, false);
    writeLine('id-2', 'GET', '/api/x', '/api/x', 500, 1, false);
    expect(lines.map((l) => (JSON.parse(l) as { reqId: string }).reqId)).toEqual(['id-2']);
  });
});
