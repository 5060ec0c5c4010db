import { describe, expect, it } from 'vitest';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { placeCards } from './calendar-cards';

const local = (day: number, hour = 9, minute = 0) => new Date(2026, 10, day, hour, minute);
// November 23 to 29, 2026, local time.
const week = { from: local(23, 0), to: local(30, 0) };

function cardsDue(dues: readonly (string | null)[]) {
  const board = boardOf(
    [wireColumn(1, 1)],
    dues.map((due, index) => wireCard(index + 1, 1, index + 1, { due_date: due })),
  );
  return board.cards;
}

const ids = (placed: ReturnType<typeof placeCards>) =>
  Object.fromEntries([...placed.byDay].map(([day, cards]) => [day, cards.map((c) => c.id)]));

describe('placeCards', () => {
  it('puts the cards due in the window on their local day, by due time then number', () => {
    const placed = placeCards(
      cardsDue([
        local(25, 17).toISOString(),
        local(25, 9).toISOString(),
        local(23, 0).toISOString(), // the window's first instant
        local(29, 23, 59).toISOString(),
        local(25, 9).toISOString(),
      ]),
      week,
    );
    expect(ids(placed)).toEqual({
      '2026-11-23': [3],
      '2026-11-25': [2, 5, 1],
      '2026-11-29': [4],
    });
  });

  it('leaves out the cards due outside the window, in the UTC form or any other', () => {
    const offset = (date: Date) => {
      // The same instant written with the local offset, not in UTC ("2026-11-30T00:00:00+01:00").
      const minutes = -date.getTimezoneOffset();
      const sign = minutes >= 0 ? '+' : '-';
      const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
      const shifted = new Date(date.getTime() + minutes * 60_000).toISOString().slice(0, 19);
      return `${shifted}${sign}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
    };
    const placed = placeCards(
      cardsDue([
        local(30, 0).toISOString(), // the window's end: excluded
        new Date(week.from.getTime() - 1).toISOString(), // just before it
        offset(local(30, 0)),
        offset(local(24, 8)),
        local(24, 8).toISOString().replace('.000Z', 'Z'), // UTC without milliseconds
      ]),
      week,
    );
    expect([...placed.byDay.keys()]).toEqual(['2026-11-24']);
    expect(
      placed.byDay
        .get('2026-11-24')
        ?.map((card) => card.id)
        .sort(),
    ).toEqual([4, 5]);
    expect(placed.undated).toEqual([]);
  });

  it('lists the undated cards, and those whose date cannot be read, by number', () => {
    const placed = placeCards(cardsDue([null, 'not a date', local(24).toISOString(), null]), week);
    expect(placed.undated.map((card) => card.id)).toEqual([1, 2, 4]);
  });
});
