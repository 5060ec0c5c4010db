import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { meQuery } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { cardQueries } from '@/api/queries/cards';
import { useApiClient } from '@/api/react/api-client-context';
import { Dialog } from '@/components/Dialog';
import styles from './Navigation.module.css';
import { readRecentCards } from './recent-cards';
import { boardItems, cardItems } from './switcher-items';
import { SwitcherCombobox } from './SwitcherCombobox';

function isSwitcherShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Ctrl/Cmd+K (or the header button): jump to a board or a recently opened card. */
export function QuickSwitcher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // An editor that claimed the shortcut (a link dialog, say) keeps it.
      if (event.defaultPrevented || !isSwitcherShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        className={styles.headerButton}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        Go to… <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Quick switcher">
        {open ? <QuickSwitcherBody onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

/** Mounted only while open, so the recent list is read fresh and the filter starts empty. */
function QuickSwitcherBody({ onDone }: { onDone: () => void }) {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const me = useQuery(meQuery(client));
  const boards = useQuery(boardQueries.list(client));
  const userId = me.data?.id;
  const ids = useMemo(() => (userId == null ? [] : readRecentCards(userId)), [userId]);
  const cards = useQuery({
    ...cardQueries.batchInfo(client, {
      ids,
      fields: ['title', 'number'],
      with: ['board', 'column'],
    }),
    enabled: ids.length > 0,
  });
  const items = [...cardItems(ids, cards.data ?? []), ...boardItems(boards.data ?? [])];
  const loading = boards.isPending || (ids.length > 0 && cards.isPending);
  return (
    <SwitcherCombobox
      items={items}
      status={loading ? 'Loading…' : undefined}
      onChoose={(item) => {
        onDone();
        navigate(item.href);
      }}
    />
  );
}
