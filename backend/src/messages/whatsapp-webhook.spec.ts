import { createHmac } from 'node:crypto';
import { isStop, readWebhook, validSignature } from './whatsapp-webhook';
import { phoneOfWhatsapp } from './message-callbacks.service';
import { customerRows, staffRows } from './message-rows';
import type { OrderFacts } from '../events/domain-events';

const sign = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('the WhatsApp webhook', () => {
  const body = Buffer.from('{"entry":[]}');

  it('takes only the HMAC-SHA256 of the raw bytes with the app secret', () => {
    expect(validSignature(body, sign('{"entry":[]}', 's3cret'), 's3cret')).toBe(true);
    expect(
      validSignature(
        body,
        sign('{"entry":[]}', 's3cret').toUpperCase().replace('SHA256', 'sha256'),
        's3cret',
      ),
    ).toBe(true);
    expect(validSignature(body, sign('{"entry": []}', 's3cret'), 's3cret')).toBe(false);
    expect(validSignature(body, sign('{"entry":[]}', 'other'), 's3cret')).toBe(false);
    expect(validSignature(body, 'sha1=abc', 's3cret')).toBe(false);
    expect(validSignature(body, undefined, 's3cret')).toBe(false);
    expect(validSignature(body, sign('{"entry":[]}', 's3cret'), undefined)).toBe(false);
    expect(validSignature(undefined, sign('', 's3cret'), 's3cret')).toBe(false);
  });

  it('reads statuses and STOP replies, ignoring what it does not know', () => {
    const news = readWebhook({
      entry: [
        {
          changes: [
            {
              value: {
                statuses: [
                  { id: 'wamid.1', status: 'delivered', timestamp: '1767225600' },
                  {
                    id: 'wamid.2',
                    status: 'failed',
                    errors: [{ code: 131049, title: 'Not delivered' }],
                  },
                  { id: 'wamid.3', status: 'deleted' },
                  { status: 'read' },
                ],
                messages: [
                  { from: '971501234567', type: 'text', text: { body: ' STOP. ' } },
                  {
                    from: '971501112233',
                    type: 'text',
                    text: { body: 'stop sending me the blue one' },
                  },
                  { from: '971509998877', type: 'button', button: { text: 'Stop' } },
                ],
              },
            },
          ],
        },
        'nonsense',
      ],
    });
    expect(news.statuses).toEqual([
      {
        providerMessageId: 'wamid.1',
        status: 'delivered',
        at: new Date('2026-01-01T00:00:00Z'),
        error: null,
      },
      {
        providerMessageId: 'wamid.2',
        status: 'failed',
        at: expect.any(Date),
        error: 'Not delivered',
      },
    ]);
    expect(news.stops).toEqual(['971501234567', '971509998877']);
    expect(readWebhook(null)).toEqual({ statuses: [], stops: [] });
  });

  it('knows STOP in English and Arabic, and a number as the shop stores it', () => {
    for (const word of ['STOP', 'stop', 'Unsubscribe', 'توقف', 'إلغاء'])
      expect(isStop(word)).toBe(true);
    expect(isStop('please stop by')).toBe(false);
    expect(phoneOfWhatsapp('971501234567')).toBe('+971501234567');
    expect(phoneOfWhatsapp('447700900123')).toBe('+447700900123');
  });
});

describe('the rows of an order change', () => {
  const facts: OrderFacts = {
    orderNumber: 'FD-7K3M-9Q2X',
    customerName: 'Layla',
    phone: '+971501234567',
    email: null,
    totalFils: 31800,
    language: 'ar',
    whatsappConsent: false,
    courier: null,
    reason: 'UNREACHABLE',
  };
  const now = new Date('2026-01-01T00:00:00Z');

  it('always writes the customer WhatsApp row, skipped without consent; email only with an address', () => {
    const rows = customerRows(
      'o1',
      facts,
      'cancelled',
      { email: true, whatsapp: true },
      'https://x',
      now,
    );
    expect(rows.map((r) => [r.channel, r.status, r.language])).toEqual([
      ['whatsapp', 'skipped', 'ar'],
    ]);
    expect(JSON.parse(rows[0].params)).toMatchObject({
      total: 'AED 318.00',
      reason: 'لم نتمكن من التواصل معك لتأكيده',
      trackingUrl: 'https://x/ar/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971501234567',
    });
    const consenting = customerRows(
      'o1',
      { ...facts, whatsappConsent: true, email: 'l@example.com' },
      'order_placed',
      { email: false, whatsapp: true },
      'https://x',
      now,
    );
    expect(consenting.map((r) => [r.channel, r.status])).toEqual([
      ['whatsapp', 'queued'],
      ['email', 'skipped'],
    ]);
  });

  it('alerts each staff address, in English', () => {
    const rows = staffRows(
      'o1',
      facts,
      [
        { email: 'a@x.test', whatsapp: null },
        { email: 'b@x.test', whatsapp: '+971559876543' },
      ],
      { email: true, whatsapp: true },
      'https://x',
      now,
    );
    expect(rows.map((r) => [r.audience, r.channel, r.recipient, r.language, r.status])).toEqual([
      ['staff', 'email', 'a@x.test', 'en', 'queued'],
      ['staff', 'email', 'b@x.test', 'en', 'queued'],
      ['staff', 'whatsapp', '+971559876543', 'en', 'queued'],
    ]);
  });
});
