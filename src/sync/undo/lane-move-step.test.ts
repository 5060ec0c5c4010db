import { afterEach, describe, expect, it } from 'vitest';
import { getCard } from '@/api/extensions/cards';
import { sendWrite } from '../outbox/send-write';
import { cardOf } from '@/api/queries/board-index';
import { liveColumnsInOrder } from '@/domain/ordering';
import { openBoardSession, type BoardSession } from '@test/board-session';
import { plainClient, waitFor } from '@test/fault-model';
import { useMockApi } from '@test/mock-api';
import { moveCardToLaneWrite, type LaneMove } from '../writes/move-card-to-lane.write';
import { laneMoveAction } from './lane-move-step';
import { clearUndoHistory, recordAction } from './undo-history';
import { undo } from './undo-run';

const BOARD = 1;

describe('undo of a drop across swimlanes (against the mock)', () => {
  const mock = useMockApi();
  let page: BoardSession;
  afterEach(() => {
    page.close();
    clearUndoHistory();
    mock.service.reset();
  });

  it('puts the card back in its column, position, tags and assignees', async () => {
    page = await openBoardSession(BOARD);
    const board = page.board();
    const [, second] = liveColumnsInOrder(Object.values(board.columns));
    const card = board.cards.find(
      (c) => c.deleted_at === null && c.archived_at === null && c.column_id !== second?.id,
    );
    if (!card || !second) throw new Error('no card to move');
    const tagId = Number(Object.keys(board.tags).find((id) => !card.tags_ids.includes(+id)));
    const memberId = Number(
      Object.keys(board.members).find((id) => !card.assignees_ids.includes(+id)),
    );
    const lane: LaneMove = {
      cardId: card.id,
      move: { toColumnId: second.id, order: 1 },
      patch: { tags_ids: [tagId] },
      assignees: { [memberId]: true },
      cardName: `#${card.number}`,
    };
    const action = laneMoveAction(BOARD, board, lane);
    if (!action) throw new Error('no action');
    recordAction(page.services, BOARD, action);
    void sendWrite(page.services, moveCardToLaneWrite(page.services, { boardId: BOARD }), lane);
    await page.settled();
    const server = () => waitFor(getCard(plainClient('demo-manager'), BOARD, card.id));
    expect((await server()).column_id).toBe(second.id);

    expect(undo(BOARD).message).toBe(`Undone: moved #${card.number} back`);
    const shown = cardOf(page.board(), card.id);
    expect([shown?.column_id, shown?.tags_ids]).toEqual([card.column_id, card.tags_ids]);
    await page.settled();
    const saved = await server();
    expect(saved.column_id).toBe(card.column_id);
    expect(saved.order).toBe(card.order);
    expect([...saved.tags_ids].sort()).toEqual([...card.tags_ids].sort());
    expect([...saved.assignees_ids].sort()).toEqual([...card.assignees_ids].sort());
  });
});
