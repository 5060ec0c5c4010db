import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { meQuery } from '@/api/queries/account';
import { boardKeys } from '@/api/queries/keys';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet } from '@/api/types';
import { myCardsOf, type MyCard } from './my-cards';

const DETAIL_LENGTH = boardKeys.detail(0).length;

/** My cards of every board whose working set is in the cache now (no request is made). */
export function cachedMyCards(queryClient: QueryClient, userId: number): MyCard[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: boardKeys.details() })
    .filter((query) => query.queryKey.length === DETAIL_LENGTH)
    .flatMap((query) => {
      const board = query.state.data as BoardWorkingSet | undefined;
      return board ? myCardsOf(board, userId) : [];
    });
}

/**
 * My cards of the boards already read in this session (the open board, those My work or the
 * inbox read), kept current as the cache changes: what the header's count can know without
 * reading every board on every page.
 */
export function useCachedMyCards(): MyCard[] {
  const queryClient = useQueryClient();
  const me = useQuery(meQuery(useApiClient()));
  const userId = me.data?.id;
  const [cards, setCards] = useState<MyCard[]>([]);
  useEffect(() => {
    if (userId === undefined) return;
    let timer = 0;
    const update = () => {
      timer = 0;
      setCards(cachedMyCards(queryClient, userId));
    };
    update();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' && event.type !== 'removed') return;
      if (event.query.queryKey[1] !== 'detail' || timer !== 0) return;
      timer = window.setTimeout(update, 250);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [queryClient, userId]);
  return cards;
}
