// The pure steps of a live update: what to read (plan), how it merges (withFreshCards), what
// is said of it (describeTeammateChanges).
import { describe, expect, it } from 'vitest';
import type { BoardChange } from '@/api/live/board-events';
import { cardIdsIn, cardOf } from '@/api/queries/board-index';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { withFreshCards } from '@/sync/writes/move-card.write';
import { describeTeammateChanges } from './describe-teammate-changes';
import { MAX_CARD_READS, planLiveUpdate, type TopicChange } from './plan-live-update';

const board = boardOf(
  [wireColumn(1, 1), wireColumn(2, 2)],
  [
    wireCard(10, 1, 1, { version: 5 }),
    wireCard(11, 1, 2, { version: 0 }),
    wireCard(12, 1, 3),
    wireCard(20, 2, 1, { version: 3 }),
  ],
);

function held(cardId: number) {
  const card = cardOf(board, cardId);
  if (!card) throw new Error(`no card ${cardId} in the fixture`);
  return card;
}

function event(topic: string, change: Partial<BoardChange>): TopicChange {
  return {
    topic,
    change: {
      version: 9,
      kind: 'updated',
      ids: [],
      actor_id: 2,
      at: null,
      card_id: null,
      ...change,
    },
  };
}

describe('planLiveUpdate', () => {
  it('reads the cards changed after the held copy, and none the held copy already has', () => {
    const plan = planLiveUpdate(
      [
        event('card', { ids: [10], version: 5 }), // the app's own write, echoed back
        event('card', { ids: [11], version: 9, kind: 'moved' }),
        event('card', { ids: [12], version: 10 }), // a server without versions: read it
        event('checklist', { ids: [77], card_id: 20 }),
      ],
      board,
    );
    expect(plan).toEqual({ readBoard: false, readCards: [11, 12, 20], removeCards: [] });
  });

  it('takes a deleted card off without reading it', () => {
    const plan = planLiveUpdate(
      [event('card', { ids: [11] }), event('card', { ids: [11], kind: 'deleted' })],
      board,
    );
    expect(plan).toEqual({ readBoard: false, readCards: [], removeCards: [11] });
  });

  it('reads the whole board for a new card, an unknown card, a column, the board or too many cards', () => {
    const many = Array.from({ length: MAX_CARD_READS + 1 }, (_, i) => i + 100);
    const manyBoard = boardOf(
      [wireColumn(1, 1)],
      many.map((id, i) => wireCard(id, 1, i + 1)),
    );
    for (const [events, held] of [
      [[event('card', { ids: [30], kind: 'created' })], board],
      [[event('card', { ids: [99] })], board],
      [[event('column', { ids: [1] })], board],
      [[event('board', { ids: [1] })], board],
      [[event('something-new', { ids: [1] })], board],
      [[event('card', { ids: many })], manyBoard],
    ] as const) {
      expect(planLiveUpdate(events, held).readBoard).toBe(true);
    }
    expect(planLiveUpdate([event('card', { ids: many.slice(1) })], manyBoard).readBoard).toBe(
      false,
    );
  });
});

describe('withFreshCards', () => {
  it("moves a card as the server did, so the neighbours it pushed take the server's orders", () => {
    const fresh = { ...held(20), column_id: 1, order: 1, title: 'Moved in', version: 9 };
    const next = withFreshCards(board, [fresh]);
    expect(cardIdsIn(next, 1)).toEqual([20, 10, 11, 12]);
    expect(cardIdsIn(next, 1).map((id) => cardOf(next, id)?.order)).toEqual([1, 2, 3, 4]);
    expect(cardIdsIn(next, 2)).toEqual([]);
    expect(cardOf(next, 20)).toBe(fresh);
  });

  it('keeps every card the change did not touch', () => {
    const fresh = { ...held(12), title: 'Renamed', version: 9 };
    const next = withFreshCards(board, [fresh]);
    expect(cardOf(next, 12)?.title).toBe('Renamed');
    expect(cardOf(next, 10)).toBe(cardOf(board, 10));
    expect(cardOf(next, 20)).toBe(cardOf(board, 20));
  });
});

describe('describeTeammateChanges', () => {
  const viewers = [
    { id: 2, name: 'Eli Editor' },
    { id: 3, name: 'Ines Interact' },
  ];

  it('marks each card with its last change and who made it, and sums a burst up per person', () => {
    const seen = describeTeammateChanges(
      [
        event('card', { ids: [10], kind: 'moved', actor_id: 2 }),
        event('card', { ids: [11], kind: 'moved', actor_id: 2 }),
        event('checklist', { ids: [5], card_id: 12, actor_id: 3 }),
        event('card', { ids: [20], actor_id: 1 }), // the user's own
      ],
      board,
      viewers,
      1,
    );
    expect([...seen.byCard]).toEqual([
      [10, 'Moved by Eli Editor'],
      [11, 'Moved by Eli Editor'],
      [12, 'Checklist changed by Ines Interact'],
    ]);
    expect(seen.announcement).toBe(
      '2 cards moved by Eli Editor; Card #12 changed by Ines Interact',
    );
  });

  it('names someone it cannot find "a teammate", and says nothing of system changes', () => {
    const seen = describeTeammateChanges(
      [event('card', { ids: [10], actor_id: 42 }), event('card', { ids: [11], actor_id: null })],
      board,
      [],
      1,
    );
    expect([...seen.byCard]).toEqual([[10, 'Changed by a teammate']]);
    expect(seen.announcement).toBe('Card #10 changed by a teammate');
  });
});
