import { getMetadataArgsStorage } from 'typeorm';
import { ENTITIES } from './data-source';
import { BACKUP_TABLES, EPHEMERAL_TABLES } from './snapshots';

describe('backup tables', () => {
  it('every table the entities declare is backed up or named ephemeral', () => {
    const declared = new Set<unknown>(ENTITIES);
    const tables = getMetadataArgsStorage()
      .tables.filter((table) => declared.has(table.target))
      .map((table) => table.name);
    const covered = new Set<string>([...BACKUP_TABLES, ...EPHEMERAL_TABLES]);
    expect(tables.filter((name) => name !== undefined && !covered.has(name))).toEqual([]);
  });
});
