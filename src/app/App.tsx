import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { BoardRoute } from '@/features/board';
import { ErrorScreen } from '@/components/ErrorScreen';
import { useLocale } from '@/lib/i18n/locale-store';
import { paths } from '@/paths';
import { LazyConnectionScreen } from './connection/LazyConnectionScreen';
import { useIsSignedOut } from './connection/connection-store';
import { SignInGate } from './shell/SignInGate';
import { AppProviders } from './providers/AppProviders';
import { AppShell } from './shell/AppShell';

// Pages a board does not need load on first visit, in their own chunks (docs/performance.md).
const BoardSettingsPage = lazy(() =>
  import('@/features/board-settings/BoardSettingsPage').then((m) => ({
    default: m.BoardSettingsPage,
  })),
);
const BoardListPage = lazy(() =>
  import('@/features/board-list/BoardListPage').then((m) => ({ default: m.BoardListPage })),
);
// Its module's default export: the shortest route code on the first load.
const ImportPage = lazy(() => import('@/features/import/ui/ImportPage'));
const InboxPage = lazy(() =>
  import('@/features/inbox/InboxPage').then((m) => ({ default: m.InboxPage })),
);
const MyWorkPage = lazy(() =>
  import('@/features/my-work/MyWorkPage').then((m) => ({ default: m.MyWorkPage })),
);

export function App() {
  const signedOut = useIsSignedOut();
  const { resolved } = useLocale();
  // Nobody signed in (a reload after signing in to a server, or a team deployment): ask to sign
  // in on the same address instead of showing any data, the demo's least of all.
  if (signedOut) return <SignInGate />;
  return (
    <AppProviders>
      {/* A new language or locale builds the screens again, memoized tiles and rows included:
          it is rare, and every text and date then follows at once. The cache stays. */}
      <AppShell key={`${resolved.language}:${resolved.formatLocale}`}>
        <Suspense fallback={null}>
          <Switch>
            <Route path={paths.boards.pattern} component={BoardListPage} />
            <Route path={paths.connect.pattern}>{() => <LazyConnectionScreen />}</Route>
            <Route path={paths.inbox.pattern} component={InboxPage} />
            <Route path={paths.myWork.pattern} component={MyWorkPage} />
            <Route path={paths.import.pattern} component={ImportPage} />
            <Route path={paths.board.pattern} component={BoardRoute} />
            <Route path={paths.boardSettings.pattern}>
              {(params: { boardId?: string }) => (
                <BoardSettingsPage boardId={Number(params.boardId)} />
              )}
            </Route>
            <Route>
              <ErrorScreen title="Page not found">
                <p>
                  There is nothing at this address.{' '}
                  <a href={paths.boards.href()}>Go to your boards</a>.
                </p>
              </ErrorScreen>
            </Route>
          </Switch>
        </Suspense>
      </AppShell>
    </AppProviders>
  );
}
