import { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalUsername } from '../../auth/usernames';

/**
 * Security:
 * - `users.username` holds the canonical name (NFKC, trimmed, lower case; auth/usernames.ts)
 *   and compares byte for byte: on MySQL/MariaDB the column moves to `utf8mb4_bin`, whose
 *   comparisons neither pad trailing spaces nor fold case or accents (SQLite's default BINARY
 *   collation already does so). Existing rows are canonicalised here; a row whose canonical
 *   name another row already holds keeps its spelling and is reported (it can then only be
 *   renamed with the CLI: sign-in looks up canonical names).
 * - `rate_limits.key` (the throttles' counters) compares byte for byte on MySQL too.
 * - `users.passwordGenerated`: the first admin's password was made up by the shop.
 * - `orders.idempotencyKey` compares byte for byte on MySQL too.
 * - `orders.idempotencyHash`: the SHA-256 of the body an Idempotency-Key placed, so a replay
 *   with another body is refused instead of answered with someone else's order.
 */
export class SecurityHardening1764500000000 implements MigrationInterface {
  name = 'SecurityHardening1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    const rows = (await q.query('SELECT id, username FROM users ORDER BY createdAt, id')) as Array<{
      id: string;
      username: string;
    }>;
    const taken = new Set(rows.map((r) => r.username));
    for (const row of rows) {
      const canonical = canonicalUsername(row.username);
      if (canonical === row.username) continue;
      if (taken.has(canonical)) {
        console.warn(
          `Admin "${row.username}" kept its spelling: "${canonical}" already exists (rename it with the admin CLI).`,
        );
        continue;
      }
      await q.query('UPDATE users SET username = ? WHERE id = ?', [canonical, row.id]);
      taken.delete(row.username);
      taken.add(canonical);
    }
    if (mysql) {
      await q.query(
        'ALTER TABLE `users` MODIFY `username` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
      );
      // The throttles' keys too: under the default collation `ädmin|ip` and `admin|ip` were
      // one counter, and `admin |ip` another spelling of `admin|ip`.
      await q.query(
        'ALTER TABLE `rate_limits` MODIFY `key` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
      );
    }
    await q.query('ALTER TABLE users ADD passwordGenerated boolean NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE orders ADD idempotencyHash varchar(64) NULL');
    // Keys are compared exactly: `Key-A` and `key-a` are two clients' keys, not one.
    if (mysql) {
      await q.query(
        'ALTER TABLE `orders` MODIFY `idempotencyKey` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL',
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    if (mysql) {
      await q.query(
        'ALTER TABLE `orders` MODIFY `idempotencyKey` varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL',
      );
    }
    await q.query('ALTER TABLE orders DROP COLUMN idempotencyHash');
    await q.query('ALTER TABLE users DROP COLUMN passwordGenerated');
    if (mysql) {
      await q.query(
        'ALTER TABLE `rate_limits` MODIFY `key` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
      );
      await q.query(
        'ALTER TABLE `users` MODIFY `username` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
      );
    }
  }
}
