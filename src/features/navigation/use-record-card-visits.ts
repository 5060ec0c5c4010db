import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { meQuery } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { recordCardOpen } from './recent-cards';

const CARD_ROUTE = /^\/boards\/\d+\/cards\/(\d+)\/?$/;

/** The card id of a card route (`/boards/:id/cards/:cardId`), or null. */
export function cardIdOfPath(path: string): number | null {
  const match = CARD_ROUTE.exec(path);
  return match?.[1] ? Number(match[1]) : null;
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
