// The module boundaries hold (run by `npm run lint`): the declaration in layers.mjs has no
// cycle and no arrow up the layers, each module README's "May import" line names the same
// modules, and ESLint refuses an import the declaration does not allow.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { BACKEND_MODULES } from './layers.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const names = BACKEND_MODULES.map((m) => m.module);

test('each module imports only modules declared before it (no cycle, no arrow up)', () => {
  const seen = new Set();
  for (const { module, allow } of BACKEND_MODULES) {
    for (const name of allow) {
      if (name === '*') continue;
      assert.ok(names.includes(name), `${module} allows an unknown module ${name}`);
      assert.ok(seen.has(name), `${module} allows ${name}, which is not below it`);
    }
    seen.add(module);
  }
});

/** The modules a README's "May import:" line names (words in brackets are comments). */
function readmeImports(text) {
  const line = /May import:(.*?)(?:\.\s|\.$|Invariants?|Imported by)/s.exec(
    text.replace(/\n/g, ' '),
  );
  if (!line) return null;
  const words = line[1]
    .replace(/\([^)]*\)/g, '')
    .split(/[,;]|\band\b|\balso\b/)
    .map((w) => w.trim().replace(/`/g, '').split(/\s/)[0]);
  return new Set(words.filter((w) => names.includes(w)));
}

test("every module README's May import line names what the declaration allows", () => {
  for (const { module, pattern, allow } of BACKEND_MODULES) {
    if (Array.isArray(pattern) || !pattern.endsWith('/**')) continue;
    const readme = join(ROOT, pattern.replace(/\/\*\*$/, ''), 'README.md');
    if (!existsSync(readme)) continue;
    const said = readmeImports(readFileSync(readme, 'utf8'));
    assert.ok(said, `${module}/README.md has no "May import:" line`);
    assert.deepEqual([...said].sort(), [...allow].sort(), `${module}/README.md`);
  }
});

test('ESLint refuses an import the declaration does not allow, and takes an allowed one', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const lint = async (filePath, code) =>
    (await eslint.lintText(code, { filePath: join(ROOT, filePath) }))[0].messages.filter(
      (m) => m.ruleId === 'boundaries/element-types',
    );
  // Up the layers: the contract may import nothing of the backend.
  const up = await lint(
    'backend/src/contract/forbidden-example.ts',
    "import { OrderEntity } from '../orders/order.entity';\nexport const x = OrderEntity;\n",
  );
  assert.equal(up.length, 1, JSON.stringify(up));
  // Sideways into a cycle: orders may import catalog, so catalog may not import orders.
  const back = await lint(
    'backend/src/catalog/forbidden-example.ts',
    "import { OrderEntity } from '../orders/order.entity';\nexport const x = OrderEntity;\n",
  );
  assert.equal(back.length, 1, JSON.stringify(back));
  const allowed = await lint(
    'backend/src/orders/allowed-example.ts',
    "import { ProductEntity } from '../catalog/product.entity';\nexport const x = ProductEntity;\n",
  );
  assert.deepEqual(allowed, []);
});

test('the frontend imports no backend source, and the shared contract nothing outside itself', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const lint = async (filePath, code) =>
    (await eslint.lintText(code, { filePath: join(ROOT, filePath) }))[0].messages.filter(
      (m) => m.ruleId === 'no-restricted-imports',
    );
  const code = (from) => `import { x } from '${from}';\nexport const y = x;\n`;
  for (const [file, from] of [
    ['frontend/src/features/cart/forbidden-example.ts', '../../../../backend/src/contract/types'],
    ['frontend/src/admin/forbidden-example.ts', '../../../backend/src/orders/order.entity'],
    ['frontend/e2e/forbidden-example.ts', '../../backend/test/support/test-app'],
    ['frontend/scripts/forbidden-example.mjs', '../../backend/layers.mjs'],
    ['packages/contract/src/forbidden-example.ts', '../../../backend/src/contract/types'],
    ['packages/contract/src/forbidden-example.ts', 'react'],
  ]) {
    assert.equal((await lint(file, code(from))).length, 1, `${file} imports ${from}`);
  }
  assert.deepEqual(
    await lint('frontend/src/features/cart/allowed-example.ts', code('@freakdrop/contract')),
    [],
  );
  assert.deepEqual(await lint('packages/contract/src/allowed-example.ts', code('./rules')), []);
});
