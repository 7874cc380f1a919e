/**
 * Right to left is layout by CSS logical properties: the storefront's CSS and style
 * props name no physical side (left/right), so the Arabic pages mirror by `dir="rtl"` alone.
 * The admin console (English only, admin.css) is left out. A physical side that is meant (a
 * transform, a shadow) is not a property name and passes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'admin' ? [] : files(path, ext);
    return ext.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `left:`, `margin-right:`, `border-left-color:`, `text-align: left`, `float: right`… */
const CSS_PHYSICAL =
  /(?:^|[\s;{])(?:(?:margin|padding|border|inset)-(?:left|right)(?:-[a-z]+)?|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/m;
/** `marginLeft`, `paddingRight`, `borderLeft…`, `textAlign: 'left'` in style props. */
const TSX_PHYSICAL =
  /\b(?:margin|padding|border)(?:Left|Right)\w*\s*:|\btextAlign\s*:\s*['"](?:left|right)['"]|style=\{\{[^}]*\b(?:left|right)\s*:/;

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

describe('storefront layout names no physical side', () => {
  it.each(files(SRC, /\.css$/).map((f) => [relative(SRC, f), f]))('%s', (_name, file) => {
    const offending = stripComments(readFileSync(file, 'utf8'))
      .split('\n')
      .filter((line) => CSS_PHYSICAL.test(line));
    expect(offending).toEqual([]);
  });

  it('style props in the storefront components', () => {
    const offending = files(SRC, /\.tsx$/).filter((f) =>
      TSX_PHYSICAL.test(readFileSync(f, 'utf8')),
    );
    expect(offending.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('catches a physical side', () => {
    expect(CSS_PHYSICAL.test('  margin-left: 4px;')).toBe(true);
    expect(CSS_PHYSICAL.test('  left: 0;')).toBe(true);
    expect(CSS_PHYSICAL.test('  text-align: right;')).toBe(true);
    expect(CSS_PHYSICAL.test('  margin-inline-start: 4px;')).toBe(false);
    expect(CSS_PHYSICAL.test('  inset-inline-end: 0;')).toBe(false);
    expect(TSX_PHYSICAL.test('<div style={{ marginLeft: 4 }} />')).toBe(true);
  });
});
