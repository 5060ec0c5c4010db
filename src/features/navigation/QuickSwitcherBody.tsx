import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { meQuery } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { cardQueries } from '@/api/queries/cards';
import { useApiClient } from '@/api/react/api-client-context';
import { readRecentCards } from './recent-cards';
import { boardItems, cardItems } from './switcher-items';
import { SwitcherCombobox } from './SwitcherCombobox';
import { t } from '@/lib/i18n/translate';

/** Mounted only while open, so the recent list is read fresh and the filter starts empty. */
export function QuickSwitcherBody({ onDone }: { onDone: () => void }) {
  const client = useApiClient();
  const [, navigate] = useLocation();
  const me = useQuery(meQuery(client));
  const boards = useQuery(boardQueries.list(client));
  const userId = me.data?.id;
  const ids = useMemo(() => (userId == null ? [] : readRecentCards(userId)), [userId]);
  const cards = useQuery(cardQueries.references(client, ids));
  const items = [...cardItems(ids, cards.data ?? []), ...boardItems(boards.data ?? [])];
  const loading = boards.isPending || (ids.length > 0 && cards.isPending);
  return (
    <SwitcherCombobox
      items={items}
      status={loading ? t('common.loading', 'Loading…') : undefined}
      onChoose={(item) => {
        onDone();
        navigate(item.href);
      }}
    />
  );
}
