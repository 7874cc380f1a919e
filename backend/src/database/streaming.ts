/**
 * Long reads streamed row by row. MySQL/MariaDB can stream one query from a connection of its
 * own (mysql2's `query().stream()`): the socket is paused while the consumer is not ready, so
 * a few rows are in memory at a time and the read is one consistent statement. better-sqlite3
 * reads a statement synchronously, so SQLite callers read keyset pages instead
 * (`streamsRows` says which).
 */
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { dialectOf } from './dialect';

/** Seconds the server waits on a paused stream before it gives up (MySQL's default: 60). */
const NET_WRITE_TIMEOUT_S = 3600;

/** Whether `streamRows` can stream a query on this database (else read in keyset pages). */
export function streamsRows(dataSource: DataSource): boolean {
  return dialectOf(dataSource) === 'mysql';
}

/**
 * Runs `sql` on a connection of its own and hands its rows to `consume` as they arrive.
 * `consume` resolves true when it read every row, false when it stopped early (its reader went
 * away). On an early stop or an error the connection is destroyed, not released: the server
 * stops the query when its socket closes, and the pool opens a fresh connection when it needs
 * one (a released connection would still be reading the rest of the result).
 */
export async function streamRows<Row>(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  consume: (rows: AsyncIterable<Row>) => Promise<boolean>,
): Promise<void> {
  const runner = dataSource.createQueryRunner();
  let completed = false;
  try {
    await runner.connect();
    // A stream paused longer than net_write_timeout (60 s by default) would be cut by the
    // server; this connection only streams, so let a slow reader take its time.
    await runner.query(`SET SESSION net_write_timeout = ${NET_WRITE_TIMEOUT_S}`);
    const rows = (await runner.stream(sql, params)) as Readable;
    if (!(await consume(rows as AsyncIterable<Row>))) return;
    await runner.query('SET SESSION net_write_timeout = DEFAULT');
    completed = true;
  } finally {
    if (!completed) {
      const connection = (runner as unknown as { databaseConnection?: { destroy(): void } })
        .databaseConnection;
      connection?.destroy();
    }
    await runner.release();
  }
}
