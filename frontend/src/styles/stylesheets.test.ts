/**
 * How the stylesheets are kept: each feature's rules beside its components, in sheets short
 * enough to read (at most 400 lines); every colour named once, in styles/tokens.css for the
 * storefront and admin/tokens.css for the console;
 * and every sheet reached through its list (styles/index.css for the storefront, admin/admin.css
 * for the console), so the storefront stays one stylesheet in the head, in a known cascade order,
 * and the console's rules stay out of it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = join(__dirname, '..');
const MAX_LINES = 400;
/** The colours, each named once: the storefront's, and the console's (loaded with it only). */
const TOKENS = [join(SRC, 'styles', 'tokens.css'), join(SRC, 'admin', 'tokens.css')];
const STOREFRONT_LIST = join(SRC, 'styles', 'index.css');
const ADMIN_LIST = join(SRC, 'admin', 'admin.css');
const ADMIN_DIR = join(SRC, 'admin');

// The build's own loader: it joins the console's list into the one file the console links.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const inlineImports = require('../../scripts/css-inline-imports.cjs') as (
  this: { resourcePath: string; addDependency: (file: string) => void },
  source: string,
) => string;

function sheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sheets(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

const all = sheets(SRC);
const isAdmin = (file: string) => file.startsWith(ADMIN_DIR + '/');
const name = (file: string) => relative(SRC, file);
const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** A colour written out: `#0d0716`, `rgba(…)`, `hsl(…)`… (a url()'s `%23` escape is not one). */
const RAW_COLOUR = /(?<![\w%&-])#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;

/** The sheets a list names with `@import './x.css';`, as absolute paths, in order. */
function listed(list: string): string[] {
  return [...readFileSync(list, 'utf8').matchAll(/^@import\s+['"]([^'"]+)['"];/gm)].map((m) =>
    resolve(dirname(list), m[1]),
  );
}

describe('stylesheets', () => {
  it.each(all.map((f) => [name(f), f]))(`%s has at most ${MAX_LINES} lines`, (_name, file) => {
    const lines = readFileSync(file, 'utf8').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(MAX_LINES);
  });

  it.each(all.filter((f) => !TOKENS.includes(f)).map((f) => [name(f), f]))(
    '%s takes its colours from the tokens',
    (_name, file) => {
      const raw = stripComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => RAW_COLOUR.test(line));
      expect(raw).toEqual([]);
    },
  );

  it('the storefront reaches every storefront sheet through styles/index.css, once', () => {
    const expected = all.filter((f) => !isAdmin(f) && f !== STOREFRONT_LIST).map(name);
    const names = listed(STOREFRONT_LIST).map(name);
    expect([...names].sort()).toEqual([...expected].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('the console reaches every admin sheet through admin/admin.css, once', () => {
    const expected = all.filter((f) => isAdmin(f) && f !== ADMIN_LIST).map(name);
    const names = listed(ADMIN_LIST).map(name);
    expect([...names].sort()).toEqual([...expected].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('only the two entry points import a stylesheet (no per-screen CSS that loads late)', () => {
    const importers = readdirSyncDeep(SRC)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /^import\s[^;]*\.css(\?url)?['"];/m.test(readFileSync(f, 'utf8')))
      .map(name);
    expect(importers.sort()).toEqual(['admin/AdminApp.tsx', 'index.tsx']);
  });

  it('the console links one sheet: its list, the sheets inlined in order', () => {
    const dependencies: string[] = [];
    const joined = inlineImports.call(
      { resourcePath: ADMIN_LIST, addDependency: (f) => dependencies.push(f) },
      readFileSync(ADMIN_LIST, 'utf8'),
    );
    expect(joined).not.toMatch(/@import/);
    expect(dependencies).toEqual(listed(ADMIN_LIST));
    let from = 0;
    for (const file of dependencies) {
      const at = joined.indexOf(readFileSync(file, 'utf8').trimEnd(), from);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at;
    }
  });

  it('catches a raw colour', () => {
    expect(RAW_COLOUR.test('  color: #ff8a95;')).toBe(true);
    expect(RAW_COLOUR.test('  background: rgba(5, 2, 10, 0.7);')).toBe(true);
    expect(RAW_COLOUR.test('  --sw: var(--swatch-black);')).toBe(false);
    expect(RAW_COLOUR.test('  --drips: url("data:image/svg+xml,fill=\'%2339ff14\'");')).toBe(false);
  });
});

function readdirSyncDeep(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? readdirSyncDeep(path) : [path];
  });
}
