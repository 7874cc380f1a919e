import type { Order } from '../../api/types';
import {
  DEFAULT_CONFIRMATION_TEMPLATE_AR,
  DEFAULT_CONFIRMATION_TEMPLATE_EN,
  unknownPlaceholders,
} from '@freakdrop/contract';
import { confirmationLink, orderAge, placeholderValues } from './message';

const order = {
  id: 'o1',
  orderNumber: 'FD-7K3M-9Q2X',
  customerName: 'Aisha Khan',
  phone: '+971501234567',
  city: 'Dubai',
  totalAED: 418,
  items: [
    { qty: 2, title: 'Toxic Drip Hoodie', size: 'M' },
    { qty: 1, title: 'Skull Cap', size: 'N/A' },
  ],
} as unknown as Order;

describe('the WhatsApp confirmation message', () => {
  it('fills every placeholder and links to wa.me with the digits and the encoded text', () => {
    const template = 'Hi {name}! {orderNumber}: {items}, {total} to {city}. {trackUrl} {unknown}';
    const link = confirmationLink(order, template, 'https://freakdrop.ae');
    expect(link.startsWith('https://wa.me/971501234567?text=')).toBe(true);
    const text = decodeURIComponent(link.split('?text=')[1]);
    expect(text).toBe(
      'Hi Aisha Khan! FD-7K3M-9Q2X: 2 × Toxic Drip Hoodie (M), 1 × Skull Cap, AED 418 to Dubai. ' +
        'https://freakdrop.ae/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971501234567 {unknown}',
    );
  });

  it('ships defaults that use only known placeholders, all of them', () => {
    for (const template of [DEFAULT_CONFIRMATION_TEMPLATE_EN, DEFAULT_CONFIRMATION_TEMPLATE_AR]) {
      expect(unknownPlaceholders(template)).toEqual([]);
      for (const name of Object.keys(placeholderValues(order, ''))) {
        expect(template).toContain(`{${name}}`);
      }
    }
    expect(unknownPlaceholders('{name} {phone} {} {phone}')).toEqual(['phone', '']);
  });

  it('says how long an order has waited', () => {
    const at = '2026-11-20T08:00:00.000Z';
    const t0 = Date.parse(at);
    expect(orderAge(at, t0 + 5 * 60_000)).toBe('5 min');
    expect(orderAge(at, t0 + 3 * 3_600_000)).toBe('3 h');
    expect(orderAge(at, t0 + 50 * 3_600_000)).toBe('2 d 2 h');
    expect(orderAge(at, t0 + 48 * 3_600_000)).toBe('2 d');
  });
});
