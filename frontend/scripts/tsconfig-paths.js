/**
 * The path aliases are declared once, in tsconfig.json's `paths`; webpack, Jest and ESLint take
 * them from here (Playwright reads tsconfig.json itself). `"@x": ["file"]` is the module
 * itself, `"@x/*": ["dir/*"]` anything under dir.
 */
const fs = require('node:fs');
const path = require('node:path');

const TSCONFIG = path.join(__dirname, '..', 'tsconfig.json');

/** [{ alias, target (absolute), wildcard }] from tsconfig.json. */
function readPaths() {
  const { compilerOptions } = JSON.parse(fs.readFileSync(TSCONFIG, 'utf8'));
  const base = path.resolve(path.dirname(TSCONFIG), compilerOptions.baseUrl ?? '.');
  return Object.entries(compilerOptions.paths ?? {}).map(([key, [target]]) => {
    const wildcard = key.endsWith('/*');
    return {
      alias: wildcard ? key.slice(0, -2) : key,
      target: path.resolve(base, wildcard ? target.slice(0, -2) : target),
      wildcard,
    };
  });
}

/** webpack `resolve.alias`: `@x$` for the module itself, `@x` for what lies under it. */
function webpackAliases() {
  return Object.fromEntries(
    readPaths().map(({ alias, target, wildcard }) => [wildcard ? alias : `${alias}$`, target]),
  );
}

/** Jest `moduleNameMapper` entries. */
function jestModuleNameMapper(rootDir) {
  const rel = (target) => `<rootDir>/${path.relative(rootDir, target).split(path.sep).join('/')}`;
  return Object.fromEntries(
    readPaths().map(({ alias, target, wildcard }) =>
      wildcard ? [`^${alias}/(.*)$`, `${rel(target)}/$1`] : [`^${alias}$`, rel(target)],
    ),
  );
}

/**
 * ESLint `no-restricted-imports` patterns: what an alias points at is imported through the
 * alias, never by a relative path into another workspace.
 */
function eslintRestrictedPatterns() {
  const repo = path.resolve(__dirname, '..', '..');
  return readPaths()
    .filter(({ wildcard }) => wildcard)
    .map(({ alias, target }) => ({
      group: [
        `**/${path.relative(repo, target).split(path.sep).join('/')}`,
        `**/${path.relative(repo, target).split(path.sep).join('/')}/*`,
      ],
      message: `Import it as '${alias}' (tsconfig.json paths).`,
    }));
}

module.exports = { readPaths, webpackAliases, jestModuleNameMapper, eslintRestrictedPatterns };
