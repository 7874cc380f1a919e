import { MESSAGE_LIMITS } from '../contract';

/**
 * The wait before try `tries + 1`, after `tries` failed ones: the base (a minute by default)
 * times 3 for each earlier failure, ±20 % at random so messages that failed together do not
 * come back together. With 8 tries the waits add up to about 18 hours.
 */
export function retryDelayMs(
  tries: number,
  baseMs: number,
  random: () => number = Math.random,
): number {
  const plain = baseMs * 3 ** Math.max(0, tries - 1);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/**
 * After a retryable failure: when to try again — never before the provider's Retry-After — or
 * null when the message has had its tries and fails.
 */
export function nextTryAt(
  tries: number,
  now: Date,
  baseMs: number,
  retryAfterMs?: number,
  random: () => number = Math.random,
): Date | null {
  if (tries >= MESSAGE_LIMITS.maxTries) return null;
  const wait = Math.max(retryDelayMs(tries, baseMs, random), retryAfterMs ?? 0);
  return new Date(now.getTime() + wait);
}
