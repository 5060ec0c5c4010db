import { describe, expect, it } from 'vitest';
import { createEmptyDb } from '../db/store';
import { boardVersion, eventsSince, KEPT_EVENTS, recordBoardWrite } from './board-events';
import { describeBoardWrite } from './board-writes';

const at = '2026-03-11T10:00:00.000Z';

describe('the board event log', () => {
  it('keeps the last 1,000 events: an older Last-Event-ID resumes as a reset', () => {
    const db = createEmptyDb();
    for (let write = 0; write < KEPT_EVENTS + 5; write += 1) {
      recordBoardWrite(db, 1, { event: 'board', kind: 'updated', ids: [1] }, 7, at);
    }
    expect(boardVersion(db, 1)).toBe(KEPT_EVENTS + 5);
    expect(db.boardEvents?.['1']).toHaveLength(KEPT_EVENTS);
    expect(eventsSince(db, 1, 5)).toHaveLength(KEPT_EVENTS);
    expect(eventsSince(db, 1, 4)).toBe('reset');
    expect(eventsSince(db, 1, KEPT_EVENTS + 5)).toEqual([]);
    expect(boardVersion(db, 2)).toBe(0);
  });

  it('gives the written cards the new board version', () => {
    const db = createEmptyDb();
    db.cards.push({ id: 3 } as (typeof db.cards)[number], { id: 4 } as (typeof db.cards)[number]);
    recordBoardWrite(db, 1, { event: 'board', kind: 'updated', ids: [1] }, 7, at);
    recordBoardWrite(db, 1, { event: 'card', kind: 'updated', ids: [3] }, 7, at);
    expect(db.cards.map((card) => card.version)).toEqual([2, undefined]);
  });
});

describe('describeBoardWrite', () => {
  const facts = { params: { board: '1', card: '5', column: '2' }, body: {}, answer: { id: 9 } };

  it('names the resource and kind from the route', () => {
    expect(
      describeBoardWrite({
        ...facts,
        method: 'patch',
        path: '/boards/:board/cards/:card',
        body: { order: 2 },
      }),
    ).toEqual({ event: 'card', kind: 'moved', ids: [5] });
    expect(
      describeBoardWrite({ ...facts, method: 'post', path: '/boards/:board/columns' }),
    ).toEqual({
      event: 'column',
      kind: 'created',
      ids: [9],
    });
  });

  it('reports a write on a route it does not know as the board updated, and private ones not at all', () => {
    expect(
      describeBoardWrite({ ...facts, method: 'post', path: '/boards/:board/something-new' }),
    ).toEqual({
      event: 'board',
      kind: 'updated',
      ids: [1],
    });
    expect(
      describeBoardWrite({ ...facts, method: 'post', path: '/boards/:board/export/drive' }),
    ).toBeNull();
  });
});
