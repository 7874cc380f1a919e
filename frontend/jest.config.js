/** Unit and component tests (Jest + Testing Library in jsdom). Browser journeys live in e2e/. */
const { jestModuleNameMapper } = require('./scripts/tsconfig-paths');

module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdom-fetch-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    // @contract and any other alias: declared once, in tsconfig.json's paths.
    ...jestModuleNameMapper(__dirname),
    '\\.css$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|svg|mp4|webm|woff2?)$': '<rootDir>/src/test/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
