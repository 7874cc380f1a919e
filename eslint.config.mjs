// One flat config for both workspaces. Type-aware rules are left out to keep `npm test` fast;
// `tsc --noEmit` (strict) runs in `npm test` too.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createRequire } from 'node:module';

// The frontend's path aliases are declared once, in frontend/tsconfig.json: what they point at
// is imported through them, never by a relative path into the other workspace.
const { eslintRestrictedPatterns } = createRequire(import.meta.url)(
  './frontend/scripts/tsconfig-paths.js',
);
const aliasPatterns = eslintRestrictedPatterns();

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
          patterns: [
            ...aliasPatterns,
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
    files: ['frontend/src/admin/**/*.{ts,tsx}', 'frontend/src/app/App.tsx', 'frontend/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: aliasPatterns }] },
  },
  prettier,
);
