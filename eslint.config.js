// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (see README, "Architecture"): imports flow
 * app -> features -> components/api/domain -> lib. The mock may use api types and
 * domain rules; nothing in the app imports the mock except the app's demo bootstrap.
 * @param {string[]} groups
 */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // We do not run the React Compiler; TanStack Virtual is used as documented.
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/lib/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/features/*',
        '@/components/*',
        '@/api/*',
        '@/domain/*',
        '@/mock/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
        '**/api/**',
        '**/domain/**',
        '**/mock/**',
      ],
      'lib/ holds generic helpers and imports no other layer.',
    ),
  },
  {
    files: ['src/domain/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/features/*',
        '@/components/*',
        '@/api/*',
        '@/mock/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
        '**/api/**',
        '**/mock/**',
        'react',
        'msw',
      ],
      'domain/ holds pure rules: it may only import lib/.',
    ),
  },
  {
    files: ['src/api/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/features/*',
        '@/components/*',
        '@/mock/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
        '**/mock/**',
      ],
      'api/ may import domain/ and lib/ only.',
    ),
  },
  {
    files: ['src/components/**'],
    rules: forbid(
      ['@/app/*', '@/features/*', '@/mock/*', '**/app/**', '**/features/**', '**/mock/**'],
      'components/ are shared primitives: no app, feature or mock imports.',
    ),
  },
  {
    files: ['src/features/**'],
    rules: forbid(
      ['@/app/*', '@/mock/*', '**/app/**', '**/mock/**'],
      'features/ never import app/ or the mock.',
    ),
  },
  {
    files: ['src/mock/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/features/*',
        '@/components/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
      ],
      'The mock may import api/ types and domain/ rules only.',
    ),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off', 'no-console': 'off' },
  },
);
