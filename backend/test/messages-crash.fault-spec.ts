/**
 * Messages survive kill -9: the server (both channels on, against a real SMTP server and the
 * Cloud API stand-in) is SIGKILLed three times while orders are placed and their messages
 * sent. No acknowledged order's message is lost, every one ends `sent`, and any message a
 * partner received twice is within the at-least-once window (messages/README.md). SQLite; on
 * MariaDB too when TEST_MYSQL_URL is set.
 */
import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { runMessagesCrash } from './support/messages-crash-run';

async function check(databaseUrl?: string): Promise<void> {
  const result = await runMessagesCrash({ databaseUrl, kills: 3, orders: 80 });
  console.log(`messages crash test: ${JSON.stringify(result)}`);
  expect(result.lost).toEqual([]);
  expect(result.orders).toBeGreaterThanOrEqual(80);
  expect(result.messages).toBe(result.orders * 2);
  expect(result.sent).toBe(result.messages);
  expect(result.duplicates).toBeLessThanOrEqual(result.duplicateBound);
}

describe('messages after kill -9 of the sender', () => {
  it('loses none and sends none twice beyond the window (SQLite)', () => check(), 240_000);

  const mysql = process.env.TEST_MYSQL_URL;
  (mysql ? it : it.skip)(
    'loses none and sends none twice beyond the window (MariaDB)',
    async () => {
      const url = new URL(mysql as string);
      const name = `fd_msgcrash_${randomBytes(4).toString('hex')}`;
      const admin = await createConnection({ uri: url.toString() });
      await admin.query(
        `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
      url.pathname = `/${name}`;
      try {
        await check(url.toString());
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.end();
      }
    },
    240_000,
  );
});
