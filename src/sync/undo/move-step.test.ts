import { describe, expect, it } from 'vitest';
import { getBoard } from '@/api/endpoints/boards';
import { boardIndex, cardOf } from '@/api/queries/board-index';
import { plainClient } from '@test/fault-model';
import { useMockApi } from '@test/mock-api';
import { moveLabels } from './move-step';

describe("a move's words", () => {
  useMockApi();

  it('say when a card still blocked by open cards goes into the last column (never stopped)', async () => {
    const board = await getBoard(plainClient('demo-manager'), 1);
    const columns = boardIndex(board).columns.filter(
      (column) => column.deleted_at === null && column.archived_at === null,
    );
    const last = columns.at(-1);
    const middle = columns[1];
    if (!last || !middle) throw new Error('the demo board has too few columns');
    // The seed: #18 waits for the open #17.
    const blocked = board.cards.find((card) => card.number === 18);
    const free = board.cards.find((card) => card.number === 17);
    if (!blocked || !free) throw new Error('no #17 or #18 in the seed');
    expect(cardOf(board, blocked.id)?.relations?.blocked_by_open).toBe(1);

    expect(moveLabels(board, { cardId: blocked.id, toColumnId: last.id, order: 1 }).done).toBe(
      `Moved #18 to ${last.name}, though 1 open card still blocks it`,
    );
    expect(moveLabels(board, { cardId: blocked.id, toColumnId: middle.id, order: 1 }).done).toBe(
      blocked.column_id === middle.id
        ? `Moved #18 within ${middle.name}`
        : `Moved #18 to ${middle.name}`,
    );
    expect(moveLabels(board, { cardId: free.id, toColumnId: last.id, order: 1 }).done).toBe(
      `Moved #17 to ${last.name}`,
    );
  });
});
