/**
 * Component tests that need a module graph of their own, so they run isolated (vite.config.ts,
 * project unit-dom-own) while the other component files share one per worker: a file that
 * replaces a module with `vi.mock` (src/own-module-graph.test.ts checks that each is listed),
 * and a file that tests what happens on a module's first use.
 */
export const OWN_MODULE_GRAPH = [
  'src/features/board/tile/CardTile.test.tsx',
  'src/features/board/undo/use-board-undo-keys.test.tsx',
  'src/features/card/comments/composer-renders.test.tsx',
  // Undo and Redo before their code has loaded; the toaster mounting with the first toast.
  'src/features/board/undo/LazyUndoButtons.test.tsx',
  'src/components/toast.test.tsx',
];
