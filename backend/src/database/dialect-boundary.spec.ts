/**
 * The data layer's rule, checked on the sources: outside `database/` no code asks which
 * database it runs on or reaches into a driver (config/ may name the dialects: it parses
 * DATABASE_URL). Comments are left out; they may name the databases.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');
const ALLOWED = ['database/', 'config/'];

const FORBIDDEN: Array<[RegExp, string]> = [
  [/\boptions\.type\b/, "the data source's type"],
  [
    /['"](mysql|mariadb|better-sqlite3)['"]\s*(===|!==)|(===|!==)\s*['"](mysql|mariadb|better-sqlite3)['"]/,
    'a branch on the driver',
  ],
  [/\.driver\b(?!Error)/, "TypeORM's driver"],
  [/\b(pool|databaseConnection)\s*[?.]/, "a driver's pool or connection"],
  [
    /from ['"](mysql2|better-sqlite3)(\/[^'"]*)?['"]|require\(['"](mysql2|better-sqlite3)['"]\)/,
    'a driver package',
  ],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The file without its comments (block, JSDoc and line comments); lines keep their numbers. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('the data layer boundary', () => {
  it('leaves every dialect difference and driver handle to database/', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const name = relative(SRC, file).split('\\').join('/');
      if (ALLOWED.some((folder) => name.startsWith(folder))) continue;
      code(readFileSync(file, 'utf8'))
        .split('\n')
        .forEach((line, i) => {
          for (const [pattern, what] of FORBIDDEN) {
            if (pattern.test(line)) found.push(`${name}:${i + 1} ${what}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('finds a branch on the driver when there is one', () => {
    const sample = code(
      "// options.type in a comment is fine\nif (dataSource.options.type === 'mysql') run();",
    );
    expect(FORBIDDEN.filter(([pattern]) => pattern.test(sample)).map(([, what]) => what)).toEqual([
      "the data source's type",
      'a branch on the driver',
    ]);
  });
});
