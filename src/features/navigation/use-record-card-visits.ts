import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { meQuery } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { matchBoardPath } from '@/paths';
import { recordCardOpen } from './recent-cards';

/** The card id of a card route (`paths.card`), or null. */
export function cardIdOfPath(path: string): number | null {
  return matchBoardPath(path)?.cardId ?? null;
}

/** Records every visit of a card route as an open of that card by the signed-in user. */
export function useRecordCardVisits(): void {
  const client = useApiClient();
  const [location] = useLocation();
  const me = useQuery({ ...meQuery(client), retry: false });
  const userId = me.data?.id;
  const cardId = cardIdOfPath(location);
  useEffect(() => {
    if (userId != null && cardId != null) recordCardOpen(userId, cardId);
  }, [userId, cardId]);
}
