import { useQuery } from '@tanstack/react-query';
import { searchBoard } from '@/api/endpoints/boards';
import { boardQueries } from '@/api/queries/boards';
import { boardKeys } from '@/api/queries/keys';
import { useApiClient } from '@/api/react/api-client-context';
import type { Card } from '@/api/types';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A card of another of the person's boards, found by its title for the picker. */
export interface OtherBoardCard {
  card: Card;
  boardName: string;
}

const PAUSE_MS = 200;
const MIN_LENGTH = 2;
const PER_BOARD = 3;
const MAX_BOARDS = 12;
const CARDS = 'App\\Models\\Card' as const;

/** Words worth a search of other boards (a number is this board's card number). */
const wanted = (text: string) => text.length >= MIN_LENGTH && !/^#?\d+$/.test(text);

/**
 * The cards of the person's other boards whose title matches `query`, once typing pauses: one
 * board search each (`GET /boards/{board}/search`), the first boards in the list's order. A
 * number is a card's number on this board only, so it is not looked for elsewhere.
 */
export function useOtherBoardCards(
  query: string,
  boardId: number,
): { found: OtherBoardCard[]; searching: boolean } {
  const client = useApiClient();
  const settled = useDebouncedValue(query.trim(), PAUSE_MS);
  const words = wanted(settled) ? settled : '';
  const boards = useQuery({ ...boardQueries.list(client), enabled: words !== '' });
  const others = (boards.data ?? [])
    .filter((board) => board.id !== boardId && board.deleted_at === null)
    .slice(0, MAX_BOARDS);
  // One query for all of them (`useQueries` would put its code in the board's first load).
  const found = useQuery({
    queryKey: [...boardKeys.searches(boardId), 'other-boards', others.map((b) => b.id), words],
    queryFn: ({ signal }) =>
      Promise.all(
        others.map(async (board) => {
          // A board that cannot be searched (gone meanwhile, a failed answer) offers nothing.
          const result = await searchBoard(
            client,
            board.id,
            { query: words, target: CARDS },
            { signal },
          ).catch(() => null);
          if (!result) return [];
          return result.cards
            .filter((card) => card.deleted_at === null && card.type === 'ORDINARY')
            .slice(0, PER_BOARD)
            .map((card) => ({ card, boardName: board.name }));
        }),
      ).then((lists) => lists.flat()),
    enabled: words !== '' && boards.isSuccess,
    staleTime: 30_000,
  });
  const typed = query.trim();
  if (words === '') return { found: [], searching: typed !== settled && wanted(typed) };
  const searching = typed !== settled || boards.isPending || found.isPending;
  return { found: found.data ?? [], searching };
}
