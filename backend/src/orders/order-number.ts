import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read aloud or copied by hand stays right. */
export const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `FD-XXXX-XXXX`: 8 characters of 5 bits from crypto random bytes = 40 bits. */
export function generateOrderNumber(bytes: Buffer = randomBytes(5)): string {
  let bits = 0n;
  for (const byte of bytes.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let chars = '';
  for (let i = 7; i >= 0; i -= 1)
    chars += ORDER_NUMBER_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return `FD-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * What a customer typed, as stored: trimmed, upper case, and the dashes put back when they
 * were left out (`fd 7k3m 9q2x` → `FD-7K3M-9Q2X`).
 */
export function normalizeOrderNumber(input: string): string {
  const upper = input.trim().toUpperCase();
  const compact = upper.replace(/[\s-]+/g, '');
  const match = /^FD([0-9A-Z]{4})([0-9A-Z]{4})$/.exec(compact);
  return match ? `FD-${match[1]}-${match[2]}` : upper;
}
