// One flat config for both workspaces. Type-aware rules are left out to keep `npm test` fast;
// `tsc --noEmit` (strict) runs in `npm test` too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { createRequire } from 'node:module';
import { BACKEND_LAYERS } from './backend/layers.mjs';

// The frontend's path aliases are declared once, in frontend/tsconfig.json: what they point at
// is imported through them, never by a relative path into the other workspace.
const { eslintRestrictedPatterns } = createRequire(import.meta.url)(
  './frontend/scripts/tsconfig-paths.js',
);
const aliasPatterns = eslintRestrictedPatterns();
// The frontend compiles against the API document (src/api, generated) and the shared package,
// never against the backend's source: a change of the API shows as a changed document.
const noBackend = {
  group: ['**/backend/**', '@freakdrop/backend', '@freakdrop/backend/*'],
  message:
    "The frontend never imports the backend: API types from src/api, rules from '@freakdrop/contract'.",
};

/**
 * The layers of the code, declared once: each layer's files (`pattern`, from the repository's
 * root; the first layer whose pattern matches a file owns it) and the layers it may import
 * (`allow`, its own included; `allowTypes`: layers it may take types from only). Any other
 * import between declared layers fails `boundaries/element-types`. A workspace adds its layers
 * to this list and its sources to LAYERED_FILES, nothing else; the frontend's layers are
 * described in frontend/README.md. Import loops are not a lint rule (the plugin has none):
 * frontend/src/imports.test.ts fails on any in the frontend.
 */
const LAYERS = [
  // Tests and their helpers may use any layer.
  {
    type: 'frontend/test',
    pattern: [
      'frontend/src/test/**',
      'frontend/src/**/*.test.{ts,tsx}',
      'frontend/src/admin/test-*.{ts,tsx}',
    ],
    allow: ['frontend/*'],
  },
  // The browser's and the server's entries, and the journeys' list of every text.
  { type: 'frontend/entry', pattern: 'frontend/src/*.{ts,tsx}', allow: ['frontend/*'] },
  {
    type: 'frontend/server',
    pattern: 'frontend/src/server/**',
    allow: ['frontend/server', 'frontend/routes', 'frontend/app', 'frontend/i18n', 'frontend/api'],
  },
  // The route table: the only code that reaches the admin console (lazily).
  {
    type: 'frontend/routes',
    pattern: 'frontend/src/app/App.tsx',
    allow: [
      'frontend/app',
      'frontend/features',
      'frontend/admin',
      'frontend/components',
      'frontend/i18n',
      'frontend/api',
    ],
  },
  {
    type: 'frontend/app',
    pattern: 'frontend/src/app/**',
    allow: [
      'frontend/app',
      'frontend/features',
      'frontend/components',
      'frontend/i18n',
      'frontend/assets',
      'frontend/api',
    ],
  },
  {
    type: 'frontend/features',
    pattern: 'frontend/src/features/**',
    allow: [
      'frontend/features',
      'frontend/app',
      'frontend/components',
      'frontend/i18n',
      'frontend/assets',
      'frontend/api',
    ],
  },
  {
    type: 'frontend/admin',
    pattern: 'frontend/src/admin/**',
    allow: [
      'frontend/admin',
      'frontend/app',
      'frontend/components',
      'frontend/i18n',
      'frontend/api',
    ],
  },
  // Shared and dumb: never the app's frame, its store or a screen.
  {
    type: 'frontend/components',
    pattern: 'frontend/src/components/**',
    allow: ['frontend/components', 'frontend/i18n', 'frontend/assets', 'frontend/api'],
  },
  // The catalog's types mirror the English texts beside the screens.
  {
    type: 'frontend/i18n',
    pattern: 'frontend/src/i18n/**',
    allow: ['frontend/i18n', 'frontend/api'],
    allowTypes: ['frontend/components', 'frontend/features'],
  },
  // The API's types, generated from its document (schema.ts) and named for the screens (types.ts).
  { type: 'frontend/api', pattern: 'frontend/src/api/**', allow: ['frontend/api'] },
  { type: 'frontend/styles', pattern: 'frontend/src/styles/**', allow: [] },
  { type: 'frontend/assets', pattern: 'frontend/src/assets/**', allow: [] },
  // The backend's modules, declared in backend/layers.mjs (its README check and graph read it).
  ...BACKEND_LAYERS,
];

/** The sources the layers are checked in. */
const LAYERED_FILES = ['frontend/src/**/*.{ts,tsx}', 'backend/src/**/*.ts'];

const layerRules = LAYERS.flatMap(({ type, allow, allowTypes }) => [
  { from: type, allow },
  ...(allowTypes ? [{ from: type, allow: allowTypes, importKind: 'type' }] : []),
]);

/**
 * React Router's links and forms stay out of the app: with any of them in use, the router's
 * prefetching and form code comes with it in every page's first download. Links are ShopLink
 * (src/components/ShopLink.tsx), forms plain `<form>` elements.
 */
const routerLinksRule = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink', 'Form'],
  message: 'Use ShopLink / ShopNavLink (src/components/ShopLink.tsx) or a plain <form>.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/e2e-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The storefront must never pull in antd, axios or admin code (they live in the lazy admin chunk).
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinksRule],
          patterns: [
            ...aliasPatterns,
            noBackend,
            { group: ['antd', 'antd/*', '@ant-design/*'], message: 'antd is for src/admin only.' },
            { group: ['axios'], message: 'axios is for src/admin only.' },
            {
              group: ['**/admin', '**/admin/*'],
              message: 'The storefront must not import admin code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: LAYERED_FILES,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS.map(({ type, pattern }) => ({ type, pattern, mode: 'full' })),
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
    },
    rules: { 'boundaries/element-types': ['error', { default: 'disallow', rules: layerRules }] },
  },
  {
    files: ['frontend/src/admin/**/*.{ts,tsx}', 'frontend/src/app/App.tsx', 'frontend/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [routerLinksRule], patterns: [...aliasPatterns, noBackend] },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['frontend/src/**', 'frontend/e2e/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noBackend] }] },
  },
  // Plain data and functions both sides run: nothing outside the package, no other package.
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[^/]+$)',
              message: '@freakdrop/contract imports only its own files.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
