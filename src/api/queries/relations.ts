import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../http/client';
import { relationKeys } from './keys';

export const relationQueries = {
  /**
   * Extension (CONTRACT 4d): the card's relations, oldest first. Its code (the relation schema)
   * is fetched with the first read: a tile asks for it only when a blocked mark is hovered.
   */
  list: (client: ApiClient, boardId: number, cardId: number) =>
    queryOptions({
      queryKey: relationKeys.list(boardId, cardId),
      queryFn: async ({ signal }) => {
        const { listRelations } = await import('../extensions/relations');
        return listRelations(client, { boardId, cardId }, { signal });
      },
    }),
};
