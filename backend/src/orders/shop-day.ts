/** Days in the shop's time zone (Asia/Dubai), for the dashboard and the date filters. */
import { SHOP_TIME_ZONE } from '../contract';

/** Minutes the zone is ahead of UTC at `at` (Asia/Dubai: always 240, it has no DST). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
  return Math.round((asUtc - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** The instant a shop-calendar day begins (Asia/Dubai has no daylight saving). */
export function shopDayStart(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const offset = zoneOffsetMinutes(new Date(utcMidnight), SHOP_TIME_ZONE);
  return new Date(utcMidnight - offset * 60_000);
}
