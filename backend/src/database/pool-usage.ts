import type { DataSource } from 'typeorm';
import { dialectOf } from './dialect';

/** The parts of a mysql2 pool read here (mysql2's own fields; no public API has them). */
interface PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

export interface PoolUsage {
  /** Connections lent to a query or transaction. */
  inUse: () => number | undefined;
  /** Queries and transactions waiting for a free connection. */
  waiting: () => number | undefined;
}

/**
 * How busy the connection pool is, read on demand (a metrics scrape); null where there is no
 * pool (SQLite is one connection in the process).
 */
export function poolUsage(dataSource: DataSource): PoolUsage | null {
  if (dialectOf(dataSource) !== 'mysql') return null;
  const pool = () => (dataSource.driver as unknown as { pool?: PoolInternals }).pool;
  return {
    inUse: () => {
      const p = pool();
      if (!p?._allConnections || !p._freeConnections) return undefined;
      return p._allConnections.length - p._freeConnections.length;
    },
    waiting: () => pool()?._connectionQueue?.length,
  };
}
