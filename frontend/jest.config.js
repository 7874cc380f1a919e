/** Unit and component tests (Jest + Testing Library in jsdom). Browser journeys live in e2e/. */
const { jestModuleNameMapper } = require('./scripts/tsconfig-paths');

module.exports = {
  testEnvironment: '<rootDir>/src/test/jsdom-fetch-environment.js',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    // The Arabic catalogs, compiled as webpack compiles them (ICU → Lingui's compiled form).
    '/src/i18n/locales/.+\\.ts$': '<rootDir>/scripts/lingui-catalog.cjs',
    // Lingui ships ES modules only (.mjs): compiled to CommonJS like the sources.
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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
    // @freakdrop/contract and any other alias: declared once, in tsconfig.json's paths.
    ...jestModuleNameMapper(__dirname),
    '\\.css\\?url$': '<rootDir>/src/test/file-stub.js',
    '\\.css$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|svg|mp4|webm|woff2?)$': '<rootDir>/src/test/file-stub.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|@noble)/)'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
