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
 * Which feature may import which other feature, and which of its modules, each named (a
 * regular expression source), or '.' for its public face, its `index.ts` (`@/features/x`):
 * everything else stays inside its own folder. The board page composes the card panel and the
 * search; the switcher shows the board list's tree. The card
 * panel moves a card with `sync/writes/move-card.write`, the same write as a drag, not through
 * the board.
 * @type {Record<string, Record<string, string[]>>}
 */
const FEATURE_IMPORTS = {
  // The board page composes the card panel (CardLayer), its links and delete confirmation; the
  // calendar's drop re-dates a card with the panel's field write and its undo step.
  board: {
    card: [
      'CardLink',
      'panel/CardLayer',
      'delete/DeleteCardForm',
      'use-patch-card\\.write',
      'undo/patch-step',
    ],
    search: [
      'SearchBar',
      'FilterBar',
      'Highlight',
      'highlight-query',
      'use-board-search',
      'use-filter-state',
      'filters-dialog-store',
    ],
    insights: ['.'],
    'board-core': [
      'model/board-layout',
      'model/card-placement',
      'model/sticky-sort',
      'view/view-mode',
      'state/board-dialogs',
      'list/list-rows',
      'list/list-sort',
      'list/list-drop',
      'dnd/announcements',
      'dnd/card-drop',
      'dnd/drag-ids',
      'dnd/engine/layout-adapter',
    ],
    // The views mount the card keys (lazy) and keep the focused card's tile or row mounted.
    'card-focus': ['LazyCardKeys', 'use-kanban-focus', 'use-focused-list-row'],
    // The views show each card's check box and the bar (lazy); the drag engine carries the
    // selection along (its code lazy behind `moving-code`); the bench probe runs a bulk change.
    selection: [
      'card-selection',
      'SelectCardBox',
      'SelectShownBox',
      'LazySelectionBar',
      'use-selection-order',
      'use-list-selection-order',
      'move/moving-code',
      'move/use-selection-drag',
      'move/selection-announcements',
      'bulk/run-bulk',
    ],
  },
  'board-core': {},
  'board-list': {},
  'board-settings': {},
  card: {},
  // The card keys: what the board shows (its layout, view and dialogs) and the list's rows; the
  // panel's field write for a rename; the selection for `x` and the bar's commands.
  'card-focus': {
    'board-core': [
      'model/board-layout',
      'view/view-mode',
      'state/board-dialogs',
      'list/list-rows',
      'focus/focus-card',
      'focus/focused-card',
    ],
    card: [
      'panel/panel-focus',
      'properties/use-card-field-save',
      'use-patch-card\\.write',
      'undo/patch-step',
    ],
    selection: ['card-selection', 'selection-commands'],
  },
  import: {},
  // The inbox lists My work's reminders (due soon, overdue) and counts them.
  inbox: { 'my-work': ['.', 'ReminderCount'] },
  insights: {},
  // My work completes and re-dates cards with the card panel's field write and its undo step,
  // and ticks checklist items with the card panel's tick write and its step.
  'my-work': {
    card: [
      'use-patch-card\\.write',
      'undo/patch-step',
      'checklists/tick-item\\.write',
      'undo/tick-step',
    ],
  },
  navigation: { 'board-list': ['.'] },
  search: {},
  // The selection: what the board shows (its layout, view, dialogs, the list's rows), the drag
  // engine's contract and drop rules it moves a selection with; the card's undo steps for a bulk
  // change; focus back to a card after the bar's menu.
  selection: {
    'board-core': [
      'model/board-layout',
      'model/sticky-sort',
      'model/card-placement',
      'view/view-mode',
      'state/board-dialogs',
      'list/list-rows',
      'list/list-drop',
      'dnd/engine/layout-adapter',
      'dnd/card-drop',
      'dnd/drag-ids',
      'focus/focus-card',
    ],
    card: ['delete/held-delete', 'undo/patch-step', 'undo/assignees-step', 'undo/delete-step'],
  },
};

/**
 * The imports of feature `other` that are not allowed: every one but its index (when `allowed`
 * holds '.', the feature's public face `@/features/other`) and the modules named.
 * @param {string} other
 * @param {string[]} allowed
 */
const forbiddenFrom = (other, allowed) => {
  const ok = allowed.map((module) => (module === '.' ? '' : `/${module}`));
  return `^@/features/${other}(?=/|$)(?!(${ok.length > 0 ? ok.join('|') : '$^'})$)`;
};

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
                regex: forbiddenFrom(other, allowed[other] ?? []),
                message: `features/${feature} may not import features/${other}: see FEATURE_IMPORTS in eslint.config.js (docs/architecture.md).`,
              })),
          ],
        },
      ],
    },
  })),
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
