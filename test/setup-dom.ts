import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The component files share one module graph and one document per worker (vite.config.ts,
// unit-dom): each file starts from an empty page at `/`, with nothing stored and nothing focused,
// as it would in a document of its own.
beforeAll(async () => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  // sonner keeps every toast not dismissed and shows them when a Toaster mounts: another file's
  // "Archived Planned" would show again under this file's.
  (await import('sonner')).toast.dismiss();
});

afterEach(() => {
  cleanup();
});

// findBy* and waitFor wait on a condition and return as soon as it holds; their 1 s default is
// shorter than a whole board page's first render on a busy 2-core machine (the calendar page's
// test failed so on this machine while other tests ran beside it).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: ProseMirror (TipTap) and dnd-kit ask for geometry.
if (typeof Range !== 'undefined') {
  const emptyRect = (): DOMRect => new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = emptyRect;
  Range.prototype.getClientRects = () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList;
}
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  // The comment thread scrolls a linked comment into view.
  Element.prototype.scrollIntoView = () => undefined;
}
if (typeof document !== 'undefined' && !document.elementFromPoint) {
  document.elementFromPoint = () => null;
}

// The app fetches menus, dialogs, the card panel, the filters dialog and the quick switcher when
// the browser is idle after the first paint (use-idle-preload.ts, BoardPage) or when first
// opened; tests start with them loaded, as a user would. The path before the code is there is
// tested in src/lib/lazy-module.test.tsx. The swimlane view is not among them: it imports the
// card tile, which CardTile.test.tsx must import itself after mocking the bench probes; the
// lanes' own test loads it.
await Promise.all([
  import('@/components/Menu').then((module) => module.preloadMenu()),
  import('@/components/Dialog').then((module) => module.preloadDialog()),
  import('@/features/card/panel/CardLayer').then((module) => module.preloadCardLayer()),
  import('@/features/search/SearchBar').then((module) => module.preloadFiltersDialog()),
  import('@/features/search/use-board-search').then((module) => module.preloadLocalSearch()),
  import('@/features/board/list/LazyListView').then((module) => module.preloadListView()),
  import('@/features/navigation/QuickSwitcher').then((module) => module.preloadQuickSwitcher()),
  import('@/features/board/columns/LazyColumnForm').then((module) => module.preloadColumnForm()),
  import('@/features/card-focus/LazyCardKeys').then((module) => module.preloadCardKeys()),
  import('@/features/board/lanes/LazyLanePicker').then((module) => module.preloadLanePicker()),
  // The live board's stream, loaded after a board's first paint: a test that ends sooner would
  // otherwise leave its import running into the environment's teardown.
  import('@/data/live/use-live-board').then((module) => module.loadLiveBoardSession()),
]);
