/**
 * unit: src/**\/*.spec.ts. api: test/**\/*.api-spec.ts through HTTP, on SQLite and — when
 * TEST_MYSQL_URL is set (always in CI) — again on MySQL/MariaDB. faults: test/**\/*.fault-spec.ts,
 * run once, each choosing its own database (a killed server on SQLite, a MariaDB of its own).
 */
const mysqlUrl = process.env.TEST_MYSQL_URL;
if (process.env.CI === 'true' && !mysqlUrl) {
  throw new Error('CI=true: TEST_MYSQL_URL must point at a MySQL/MariaDB server (see .ci/run)');
}

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
/**
 * otplib's default plugins (@scure/base, @noble/hashes) ship only as ES modules: Node loads them
 * with require(), Jest's module loader does not, so they are compiled to CommonJS like the tests.
 */
const ESM_ONLY_PACKAGES = '@scure|@noble';
const transform = {
  '^.+\\.(ts|mjs)$': ['@swc/jest', swc],
  [`/node_modules/(${ESM_ONLY_PACKAGES})/.+\\.js$`]: ['@swc/jest', swc],
};
// The shared contract from its sources (not its build in dist/).
const moduleNameMapper = {
  '^@freakdrop/contract$': '<rootDir>/../packages/contract/src/index.ts',
  '^@freakdrop/contract/(.+)$': '<rootDir>/../packages/contract/src/$1',
};
const common = {
  transform,
  moduleNameMapper,
  transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY_PACKAGES})/).*/node_modules/`],
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
