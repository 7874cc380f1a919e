/**
 * @jest-environment node
 *
 * The frontend's layers (declared once in the repository's eslint.config.mjs) and its import
 * graph: no file may import itself back through any chain of imports (types and lazy imports
 * included: a loop between modules is a loop to read, whatever the bundle makes of it), and
 * the lint refuses an import its layer does not allow.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// A CommonJS script shared with the command line (`node scripts/import-graph.cjs`).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findCycles } = require('../scripts/import-graph.cjs') as {
  findCycles: () => string[][];
};

const ROOT = path.resolve(__dirname, '..', '..');

/** Lints `text` as if it were the file `file` (from the repository's root), with ESLint's API. */
function lint(file: string, text: string): { ruleId: string | null; message: string }[] {
  // In a child process: Jest's module system cannot load ESLint's ES-module config.
  const script = `
    const { ESLint } = require('eslint');
    const [file, text] = JSON.parse(process.argv[1]);
    new ESLint({ cwd: process.cwd() })
      .lintText(text, { filePath: file })
      .then(([result]) => process.stdout.write(JSON.stringify(result.messages)));
  `;
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify([file, text])], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { ruleId: string | null; message: string }[];
}

describe('imports', () => {
  it('has no import loop in src/', () => {
    expect(findCycles()).toEqual([]);
  });

  it('lints a shared component that imports the app or a screen as a layer error', () => {
    const messages = lint(
      'frontend/src/components/LayerFixture.tsx',
      [
        "import { App } from '../app/App';",
        "import { cartCount } from '../app/cart';",
        "import { SHOP_TEXT } from '../features/shop/texts';",
        "import { SHELL_TEXT } from './texts';",
        "import { useTexts } from '../i18n';",
        'export const used = [App, cartCount, SHOP_TEXT, SHELL_TEXT, useTexts];',
        '',
      ].join('\n'),
    );
    const layerErrors = messages.filter((m) => m.ruleId === 'boundaries/element-types');
    expect(layerErrors.map((m) => m.message)).toEqual([
      expect.stringContaining("Dependency is of type 'frontend/routes'"),
      expect.stringContaining("Dependency is of type 'frontend/app'"),
      expect.stringContaining("Dependency is of type 'frontend/features'"),
    ]);
  }, 60_000);

  it('lets the language layer take only types from the screens’ texts', () => {
    const messages = lint(
      'frontend/src/i18n/LayerFixture.ts',
      [
        "import type { SHOP_TEXT } from '../features/shop/texts';",
        "import { HOME_TEXT } from '../features/home/texts';",
        'export type Shop = typeof SHOP_TEXT;',
        'export const home = HOME_TEXT;',
        '',
      ].join('\n'),
    );
    const layerErrors = messages.filter((m) => m.ruleId === 'boundaries/element-types');
    expect(layerErrors).toHaveLength(1);
    expect(layerErrors[0].message).toContain("Dependency is of type 'frontend/features'");
  }, 60_000);
});
