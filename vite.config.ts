import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const testSupport = fileURLToPath(new URL('./test/support', import.meta.url));
const entry = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));
const registrableDomain = fileURLToPath(
  new URL('./src/mock/browser/registrable-domain.ts', import.meta.url),
);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * Workers per test project. Two by default (Vitest's default is one worker fewer than the cores:
 * one on a 2-core machine). `npm run check` runs the unit projects on one worker beside the
 * browser tests on two (scripts/check.mjs): with two of each, tests failed by load.
 */
const workers = (variable: string): number => Number(process.env[variable] ?? 2);

/**
 * Component tests that need a module graph of their own, so they run isolated (unit-dom-own)
 * while the other component files share one per worker: each with the reason, in
 * test/own-module-graph.json (src/own-module-graph.test.ts checks that every file with
 * `vi.mock` is there).
 */
const OWN_MODULE_GRAPH = (
  JSON.parse(readFileSync('test/own-module-graph.json', 'utf8')) as { file: string }[]
).map((entry) => entry.file);

const DOM_TESTS = {
  environment: 'jsdom',
  include: ['src/**/*.test.tsx', 'test/unit/**/*.test.tsx'],
  setupFiles: ['test/setup-dom.ts'],
  // Component tests drive user-event in jsdom; on a loaded 2-core CI machine a few take
  // several seconds, so the 5 s default would fail them for load, not for behaviour.
  testTimeout: 15_000,
  maxWorkers: workers('UNIT_WORKERS'),
};

const firstLoadByBuild = new WeakMap<ModuleGraph, Set<string>>();

/** A feature's public face (`src/features/x/index.ts`): re-exports only. */
const FACE = /\/src\/features\/([^/]+)\/index\.ts$/;

/** The names `code` imports from `specifier` (`import { a, b as c } from '…'`); null: all. */
function namesFrom(code: string, specifier: string): Set<string> | null {
  const names = new Set<string>();
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`(?:import|export)\\s*([^;]*?)\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const [, clause = ''] of code.matchAll(statement)) {
    const braces = /^(?:type\s+)?\{([^}]*)\}$/.exec(clause.trim());
    if (!braces) return null;
    for (const part of (braces[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The modules of face `faceId` that `importerCode` uses: a face re-exports its feature's public
 * modules, and following all of them would put the lazy ones (the list's rows, the card's
 * writes) in the first load too.
 */
function usedThroughFace(graph: ModuleGraph, faceId: string, importerCode: string): string[] {
  const face = graph.getModuleInfo(faceId);
  const feature = FACE.exec(faceId)?.[1];
  const names = feature ? namesFrom(importerCode, `@/features/${feature}`) : null;
  if (!face?.code || !names) return [...(face?.importedIds ?? [])];
  const dir = faceId.slice(0, faceId.lastIndexOf('/'));
  const used = new Set<string>();
  for (const [, list = '', from = ''] of face.code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g,
  )) {
    const exported = list.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    );
    if (!exported.some((name) => name !== undefined && names.has(name))) continue;
    const base = `${dir}/${from.replace(/^\.\//, '')}`;
    const id = face.importedIds.find((candidate) => candidate.replace(/\.tsx?$/, '') === base);
    if (id === undefined) return [...face.importedIds];
    used.add(id);
  }
  return [...used];
}

/**
 * Every module the entry reaches through static imports: what the first load runs anyway. A
 * package's barrel (`'date-fns'`) reaches every module of the package that anything in the
 * build uses, so first-load code imports such functions from their own modules
 * (`'date-fns/addDays'`); size-limit catches a slip. A feature's face is followed only to the
 * modules its importer uses.
 */
function firstLoadModules(graph: ModuleGraph): Set<string> {
  const known = firstLoadByBuild.get(graph);
  if (known) return known;
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    for (const next of info?.importedIds ?? []) {
      if (!FACE.test(next)) pending.push(next);
      else {
        reached.add(next);
        pending.push(...usedThroughFace(graph, next, info?.code ?? ''));
      }
    }
  }
  firstLoadByBuild.set(graph, reached);
  return reached;
}

/**
 * The app shell's one service worker (Workbox, generated at build time; not in `npm run dev`):
 * it precaches the built shell and answers app routes with index.html, never /api or the
 * runtime config. src/app/pwa registers it after the first paint and offers a new version.
 */
const shellWorker = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: ['favicon.svg', 'theme-boot.js', 'icons/apple-touch-icon-180.png'],
  manifest: {
    name: 'Project Board',
    short_name: 'Project Board',
    description: 'Project Board: a fast kanban board for teams',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // --color-header-bg and --color-bg (light) in src/app/styles/global.css.
    theme_color: '#0f172a',
    background_color: '#f4f5f7',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/config\.json$/],
    cleanupOutdatedCaches: true,
    // Static routes that take the worker off the online path (public/sw-routes.js).
    importScripts: ['/sw-routes.js'],
  },
});

export default defineConfig({
  plugins: [react(), shellWorker],
  resolve: {
    // MSW's cookie jar asks tldts (the public suffix list, 115 kB gzipped) for a host's
    // domain; the demo's API has no cookies (src/mock/browser/registrable-domain.ts).
    alias: { '@': src, '@test': testSupport, tldts: registrableDomain },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // A feature's face only re-exports: what an importer does not use of it is not loaded,
      // even a module with import-time work (a store, a write's registration) behind it.
      treeshake: { moduleSideEffects: [{ test: FACE, sideEffects: false }] },
      output: {
        // Rolldown splits modules that the entry and a lazy chunk share into a dozen small
        // chunks, each loaded at once anyway and compressed apart (rolldown#10731). One group
        // keeps the whole first load in one chunk: 4 kB less gzipped, 12 fewer requests.
        codeSplitting: {
          groups: [
            {
              name: (id, graph) => (firstLoadModules(graph).has(id) ? 'app' : null),
            },
          ],
        },
      },
    },
  },
  // The demo's mock service runs in a module Web Worker (src/mock/browser).
  worker: { format: 'es' },
  preview: {
    host: '127.0.0.1',
    // The same policy as the <meta> in index.html, plus what only a header can carry
    // (frame-ancestors). docs/security.md gives the reason for every directive.
    headers: {
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self'; style-src 'self'; " +
        "style-src-elem 'self' 'unsafe-inline'; style-src-attr 'none'; " +
        "img-src 'self' data: https:; font-src 'self'; " +
        "connect-src 'self' https: http://127.0.0.1:* http://localhost:*; " +
        "worker-src 'self'; manifest-src 'self'; frame-src 'none'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  },
  server: {
    host: '127.0.0.1',
  },
  test: {
    tags: [
      {
        name: 'reads-today',
        description:
          'A browser test whose result depends on the day it runs: scripts/test-dates.mjs runs these again with the clock at other dates.',
      },
    ],
    projects: [
      {
        extends: true,
        test: {
          // Pure rules, the mock's handlers, the API layer and stores: Node, no DOM, no preloads.
          // A file that needs a DOM without rendering says so with `// @vitest-environment jsdom`.
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/unit/**/*.test.ts'],
          exclude: ['src/**/*.contract.test.ts'],
          // These files share no DOM and keep no state across files, so they share one module
          // graph per worker: 50 s -> 33 s for the 154 files, and green in shuffled file orders
          // (`--sequence.shuffle.files --sequence.seed=N`, seeds 11, 222 and 3333).
          isolate: false,
          maxWorkers: workers('UNIT_WORKERS'),
        },
      },
      {
        extends: true,
        test: {
          // Components and pages: jsdom, with the lazy rooms preloaded (test/setup-dom.ts). The
          // files share one module graph and one document per worker, as the node unit files do
          // (each starts from an empty page, test/setup-dom.ts): one worker ran them in 117 s
          // instead of 310 s, of which 160 s went to starting a jsdom and loading the app again
          // for each file.
          name: 'unit-dom',
          ...DOM_TESTS,
          exclude: OWN_MODULE_GRAPH,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The component files that need a module graph of their own (OWN_MODULE_GRAPH).
          name: 'unit-dom-own',
          ...DOM_TESTS,
          include: OWN_MODULE_GRAPH,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['src/**/*.contract.test.ts'],
          // Each file starts its own server on a free port (test/contract/harness.ts).
          maxWorkers: workers('UNIT_WORKERS'),
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.spec.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at once (each has its own Chromium and its own demo data). Beside unit
          // tests on two workers as well, 2 of 4 fresh-clone runs failed by load; check.mjs
          // gives the unit tests one worker while these run.
          maxWorkers: workers('BROWSER_WORKERS'),
          // expect.poll waits on a condition and returns as soon as it holds; its 1 s default is
          // shorter than a first board load on a busy 2-core CI machine (a poll right after
          // navigation failed there), so the browser tests give conditions 15 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
