import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConnectionScreen } from './ConnectionScreen';

const Screen = lazy(() =>
  import('./ConnectionScreen').then((m) => ({ default: m.ConnectionScreen })),
);

/**
 * The connection and sign-in form, in its own chunk: a board page never shows it, and a
 * signed-out page waits a moment for it.
 */
export function LazyConnectionScreen(props: ComponentProps<typeof ConnectionScreen>) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
