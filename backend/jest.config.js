/**
 * unit: src/**\/*.spec.ts. api: test/**\/*.api-spec.ts through HTTP, on SQLite and — when
 * TEST_MYSQL_URL is set (always in CI) — again on MySQL/MariaDB. faults: test/**\/*.fault-spec.ts,
 * run once, each choosing its own database (a killed server on SQLite, a MariaDB of its own).
 */
const mysqlUrl = process.env.TEST_MYSQL_URL;
if (process.env.CI === 'true' && !mysqlUrl) {
  throw new Error('CI=true: TEST_MYSQL_URL must point at a MySQL/MariaDB server (see .ci/run)');
}

const transform = {
  '^.+\\.(ts|mjs)$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};
// The shared contract from its sources (not its build in dist/).
const moduleNameMapper = {
  '^@freakdrop/contract$': '<rootDir>/../packages/contract/src/index.ts',
  '^@freakdrop/contract/(.+)$': '<rootDir>/../packages/contract/src/$1',
};
const common = {
  transform,
  moduleNameMapper,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};
const api = (kind) => ({
  ...common,
  displayName: `api:${kind}`,
  testMatch: ['<rootDir>/test/**/*.api-spec.ts'],
  setupFiles: [`<rootDir>/test/support/use-${kind}.js`],
});

module.exports = {
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    api('sqlite'),
    { ...common, displayName: 'faults', testMatch: ['<rootDir>/test/**/*.fault-spec.ts'] },
    ...(mysqlUrl ? [api('mysql')] : []),
  ],
};
