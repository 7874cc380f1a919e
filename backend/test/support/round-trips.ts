/**
 * Counts the statements the app sends to its database, so a change of round trips per request
 * is measured by something repeatable (wall-clock timings on a shared machine are not).
 * MySQL/MariaDB: every command mysql2 puts on the wire (query, prepare, execute), whoever sends
 * it (TypeORM, the rate limiter, raw driver reads). SQLite: every run/get/all/iterate of a
 * better-sqlite3 statement (in-process, no round trip, but the same count of statements).
 */
import type { DataSource } from 'typeorm';

export interface StatementCounter {
  /** Statements since the last reset (`count`) and their text (`statements`). */
  count: () => number;
  statements: () => string[];
  reset: () => void;
  restore: () => void;
}

type Fn = (this: unknown, ...args: unknown[]) => unknown;

function patch(
  target: Record<string, unknown>,
  names: string[],
  onCall: (self: unknown, args: unknown[], name: string) => void,
) {
  const originals = new Map<string, Fn>();
  for (const name of names) {
    const original = target[name] as Fn | undefined;
    if (typeof original !== 'function') continue;
    originals.set(name, original);
    target[name] = function (this: unknown, ...args: unknown[]) {
      onCall(this, args, name);
      return original.apply(this, args);
    };
  }
  return () => {
    for (const [name, original] of originals) target[name] = original;
  };
}

export async function countStatements(dataSource: DataSource): Promise<StatementCounter> {
  let n = 0;
  let texts: string[] = [];
  let restore: () => void;
  if (dataSource.options.type === 'mysql') {
    // The class that owns addCommand, found on one of the pool's connections (mysql2's package
    // exports do not expose it).
    type Conn = { release: () => void };
    const pool = (
      dataSource.driver as unknown as {
        pool: { getConnection: (cb: (e: Error | null, c: Conn) => void) => void };
      }
    ).pool;
    const conn = await new Promise<Conn>((resolve, reject) =>
      pool.getConnection((error, c) => (error ? reject(error) : resolve(c))),
    );
    let owner = Object.getPrototypeOf(conn) as Record<string, unknown>;
    while (!Object.prototype.hasOwnProperty.call(owner, 'addCommand')) {
      owner = Object.getPrototypeOf(owner) as Record<string, unknown>;
    }
    conn.release();
    restore = patch(owner, ['addCommand'], (self, args) => {
      const cmd = args[0] as {
        constructor: { name: string };
        sql?: string;
        query?: string;
        options?: object;
      };
      const kind = cmd.constructor.name;
      if (kind !== 'Query' && kind !== 'Execute' && kind !== 'Prepare') return;
      if (kind === 'Prepare') {
        // A statement this connection prepared before is answered from its cache, off the wire.
        const c = self as {
          constructor: { statementKey: (o?: object) => string };
          _statements: Map<string, unknown>;
        };
        if (c._statements.get(c.constructor.statementKey(cmd.options))) return;
      }
      n += 1;
      texts.push(`${kind}: ${cmd.sql ?? cmd.query ?? ''}`);
    });
  } else {
    const db = (
      dataSource.driver as unknown as { databaseConnection: { prepare: (sql: string) => object } }
    ).databaseConnection;
    const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<string, unknown>;
    restore = patch(proto, ['run', 'get', 'all', 'iterate'], (self) => {
      n += 1;
      texts.push((self as { source?: string }).source ?? '');
    });
  }
  return {
    count: () => n,
    statements: () => texts,
    reset: () => {
      n = 0;
      texts = [];
    },
    restore: () => restore(),
  };
}
