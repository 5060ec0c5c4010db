// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (docs/architecture.md, "Layers, one direction"): imports flow
 * app -> features -> data -> sync -> components/api/domain -> lib. The mock may use api types
 * and domain rules; nothing in the app imports the mock except the app's demo bootstrap.
 * @param {string[]} groups
 */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

/**
 * Which features a feature may import, each only through its public face, its `index.ts`
 * (`@/features/x`); a deep path into another feature fails the lint, and so does a face not
 * listed here. Features depend one way (docs/architecture.md, "Between features"): the board
 * page mounts the selection, the card keys, the search, the card panel and the insights; the
 * selection and the card keys stand on `board-core`, what they share with the board page; the
 * card keys use the selection (`x`, and a key on a selected card asks the bar). A lazy
 * `import()` of a deep module is not checked: it keeps its own chunk (docs/architecture.md).
 * @type {Record<string, string[]>}
 */
const FEATURE_IMPORTS = {
  board: ['board-core', 'card', 'card-focus', 'insights', 'search', 'selection'],
  'board-core': [],
  'board-list': [],
  'board-settings': [],
  card: [],
  'card-focus': ['board-core', 'card', 'selection'],
  import: [],
  // The inbox lists My work's reminders (due soon, overdue) and counts them.
  inbox: ['my-work'],
  insights: [],
  // My work completes, re-dates and ticks cards with the card panel's writes and undo steps.
  'my-work': ['card'],
  // The switcher shows the board list's tree.
  navigation: ['board-list'],
  search: [],
  selection: ['board-core', 'card'],
};

/**
 * The imports of feature `other` that are not allowed: any deep one, and its face as well
 * unless `allowed`.
 * @param {string} other
 * @param {boolean} allowed
 */
const forbiddenFrom = (other, allowed) => `^@/features/${other}${allowed ? '/' : '(/|$)'}`;

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'coverage', 'node_modules', 'bench/results'],
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
    // No module may reach itself again through its imports, lazy ones included: a cycle makes
    // the order modules run in matter (docs/architecture.md, "Import rules").
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/lib/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/features/*',
        '@/components/*',
        '@/api/*',
        '@/data/*',
        '@/sync/*',
        '@/domain/*',
        '@/mock/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
        '**/api/**',
        '**/data/**',
        '**/sync/**',
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
        '@/data/*',
        '@/sync/*',
        '@/mock/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
        '**/api/**',
        '**/data/**',
        '**/sync/**',
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
        '@/data/*',
        '@/sync/*',
        '@/mock/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
        '**/data/**',
        '**/sync/**',
        '**/mock/**',
      ],
      'api/ is the contract: it may import domain/ and lib/ only (the writes live in sync/).',
    ),
  },
  {
    files: ['src/components/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/data/*',
        '@/sync/*',
        '@/features/*',
        '@/mock/*',
        '**/app/**',
        '**/data/**',
        '**/sync/**',
        '**/features/**',
        '**/mock/**',
      ],
      'components/ are shared primitives: no app, data, sync, feature or mock imports.',
    ),
  },
  {
    files: ['src/data/**'],
    rules: forbid(
      ['@/app/*', '@/features/*', '@/mock/*', '**/app/**', '**/features/**', '**/mock/**'],
      'data/ holds what features share over the cached board (live updates, preferences): no app, feature or mock imports.',
    ),
  },
  {
    files: ['src/sync/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/features/*',
        '@/data/*',
        '@/mock/*',
        '**/app/**',
        '**/features/**',
        '**/data/**',
        '**/mock/**',
      ],
      'sync/ holds the writes (queue, outbox, undo, optimistic changes, write kinds): it may import api/, domain/, components/ and lib/ only.',
    ),
  },
  {
    files: ['src/features/**'],
    rules: forbid(
      ['@/app/*', '@/mock/*', '**/app/**', '**/mock/**'],
      'features/ never import app/ or the mock.',
    ),
  },
  ...Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/mock/*', '**/app/**', '**/mock/**'],
              message: 'features/ never import app/ or the mock.',
            },
            ...Object.keys(FEATURE_IMPORTS)
              .filter((other) => other !== feature)
              .map((other) => ({
                regex: forbiddenFrom(other, allowed.includes(other)),
                message: `features/${feature} may import features/${other} only if FEATURE_IMPORTS in eslint.config.js lists it, and only through its face, \`@/features/${other}\` (docs/architecture.md).`,
              })),
          ],
        },
      ],
    },
  })),
  {
    // The app mounts a feature through its face too (a lazy route's `import()` stays deep).
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/',
              message: 'app/ imports a feature through its face, `@/features/x` (its index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every app path comes from the route map (src/paths.ts): no hand-built /boards/… links.
    files: ['src/features/**', 'src/app/**', 'src/components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\/(boards|inbox|connect|my-work)\\b/]',
          message: 'Build app paths with `paths` from @/paths.',
        },
        {
          selector: 'Literal[value=/^\\/(boards|inbox|connect|my-work)(\\/|$)/]',
          message: 'Build app paths with `paths` from @/paths.',
        },
        {
          selector: "JSXAttribute[name.name='href'] > Literal[value='/']",
          message: 'Build app paths with `paths` from @/paths.',
        },
      ],
    },
  },
  {
    files: ['src/mock/**'],
    rules: forbid(
      [
        '@/app/*',
        '@/features/*',
        '@/components/*',
        '@/sync/*',
        '@/data/*',
        '**/app/**',
        '**/features/**',
        '**/components/**',
        '**/sync/**',
        '**/data/**',
      ],
      'The mock may import api/ types and domain/ rules only.',
    ),
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off', 'no-console': 'off' },
  },
);
