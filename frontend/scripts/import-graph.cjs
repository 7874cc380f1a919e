/**
 * The frontend's own import graph (src/), read with the TypeScript compiler's parser: every
 * static import and export, `import type` included, and every dynamic `import()`. Only the
 * sources' relative imports are edges; packages and aliases (@freakdrop/contract) are outside it.
 * `findCycles` gives each import loop once (its files in order); src/imports.test.ts fails on
 * any. Run `node scripts/import-graph.cjs` to print the loops and the imports between layers.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SRC = path.resolve(__dirname, '..', 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir = SRC) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The specifiers a file imports: `{ specifier, typeOnly, dynamic }`. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly)
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** file → [{ to, typeOnly, dynamic }], every path relative to src/. */
function importGraph() {
  const graph = new Map();
  for (const file of sourceFiles()) {
    const edges = [];
    for (const i of importsOf(file)) {
      const to = resolve(file, i.specifier);
      if (to) edges.push({ to: path.relative(SRC, to), typeOnly: i.typeOnly, dynamic: i.dynamic });
    }
    graph.set(path.relative(SRC, file), edges);
  }
  return graph;
}

/** Every import loop (strongly connected files), each as its files in a loop's order. */
function findCycles(graph = importGraph()) {
  // Tarjan's strongly connected components: a component of two or more files is a loop.
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const connect = (file) => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!indexOf.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file), indexOf.get(to)));
      }
    }
    if (low.get(file) === indexOf.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).some((e) => e.to === file);
      if (component.length > 1 || selfImport) loops.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) connect(file);
  return loops;
}

module.exports = { importGraph, findCycles, SRC };

if (require.main === module) {
  const graph = importGraph();
  const loops = findCycles(graph);
  console.log(
    loops.length ? loops.map((l) => `loop: ${l.join(' → ')}`).join('\n') : 'no import loops',
  );
  const layer = (f) => (f.includes('/') ? f.split('/')[0] : '(root)');
  const between = new Map();
  for (const [from, edges] of graph) {
    if (/\.test\.tsx?$/.test(from)) continue;
    for (const e of edges) {
      const key = `${layer(from)} → ${layer(e.to)}${e.typeOnly ? ' (type)' : ''}${e.dynamic ? ' (dynamic)' : ''}`;
      if (layer(from) !== layer(e.to))
        between.set(key, [...(between.get(key) ?? []), `${from} → ${e.to}`]);
    }
  }
  for (const [key, list] of [...between].sort())
    console.log(`${key}: ${list.length}${list.length < 4 ? `  (${list.join(', ')})` : ''}`);
}
