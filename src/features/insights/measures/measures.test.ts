import { describe, expect, it } from 'vitest';
import { computeInsights } from './compute';
import { HeldRows } from './held-rows';
import { cardHistories, flowEvents, type FeedEntry, type FlowEvent } from './events';
import { defaultColumns, type FlowColumn, type MeasureOptions } from './options';
import { dayOf, isoWeekLabel, parseDay, startOfDay, weekStart, zone } from './zone';

/*
 * A hand-computed example (docs/insights.md walks through it). Columns Backlog (1), Doing (2,
 * limit 2), Review (3), Done (4); the range is Monday 2026-03-23 to Sunday 2026-04-05 in
 * Europe/Berlin, whose clocks go forward on Sunday 29 March (UTC+1, then UTC+2).
 *   A goes back from Review to Doing once:   Doing 23rd 09:00Z ... Done 27th 09:00Z, 4 days.
 *   B is reopened:  Doing 23rd 10:00Z, Done 24th, back to Doing 25th, Done 30th 10:00Z, 7 days.
 *   C is archived the day after it is done: Doing 24th 08:00Z, Done 26th 08:00Z, 2 days.
 *   D moves twice on the 30th (08:00Z Doing, 15:00Z Review) and is still in Review.
 *   E crosses the change: Doing 29th 21:30Z (23:30 in Berlin), Done 22:30Z, which is already
 *     Monday 30th 00:30 in Berlin (week 14) though still Sunday in UTC (week 13); 1 hour.
 *   F was finished on 12 March, before the range, and deleted on the 28th.
 *   G has been in Doing since 20 March; H sits in Backlog.
 */
const A = 1;
const B = 2;
const C = 3;
const D = 4;
const E = 5;
const F = 6;
const G = 7;
const H = 8;
const [BACKLOG, DOING, REVIEW, DONE] = [1, 2, 3, 4];

const COLUMNS: FlowColumn[] = [
  { id: BACKLOG, name: 'Backlog', wipLimit: null },
  { id: DOING, name: 'Doing', wipLimit: 2 },
  { id: REVIEW, name: 'Review', wipLimit: null },
  { id: DONE, name: 'Done', wipLimit: null },
];

const ev = (cardId: number, iso: string, kind: FlowEvent['kind'], to: number | null = null) => ({
  cardId,
  at: Date.parse(iso),
  kind,
  to,
});

const EVENTS: FlowEvent[] = [
  ev(F, '2026-03-10T10:00:00Z', 'created', DOING),
  ev(F, '2026-03-12T10:00:00Z', 'moved', DONE),
  ev(A, '2026-03-20T09:00:00Z', 'created', BACKLOG),
  ev(G, '2026-03-20T12:00:00Z', 'created', DOING),
  ev(H, '2026-03-21T00:00:00Z', 'created', BACKLOG),
  ev(C, '2026-03-22T08:00:00Z', 'created', BACKLOG),
  ev(D, '2026-03-23T07:00:00Z', 'created', BACKLOG),
  ev(A, '2026-03-23T09:00:00Z', 'moved', DOING),
  ev(B, '2026-03-23T10:00:00Z', 'created', DOING),
  ev(A, '2026-03-24T09:00:00Z', 'moved', REVIEW),
  ev(C, '2026-03-24T08:00:00Z', 'moved', DOING),
  ev(B, '2026-03-24T10:00:00Z', 'moved', DONE),
  ev(A, '2026-03-25T09:00:00Z', 'moved', DOING),
  ev(B, '2026-03-25T10:00:00Z', 'moved', DOING),
  ev(A, '2026-03-26T09:00:00Z', 'moved', REVIEW),
  ev(C, '2026-03-26T08:00:00Z', 'moved', DONE),
  ev(A, '2026-03-27T09:00:00Z', 'moved', DONE),
  ev(C, '2026-03-27T08:00:00Z', 'archived'),
  ev(F, '2026-03-28T10:00:00Z', 'deleted'),
  ev(E, '2026-03-29T21:30:00Z', 'created', DOING),
  ev(E, '2026-03-29T22:30:00Z', 'moved', DONE),
  ev(D, '2026-03-30T08:00:00Z', 'moved', DOING),
  ev(B, '2026-03-30T10:00:00Z', 'moved', DONE),
  ev(D, '2026-03-30T15:00:00Z', 'moved', REVIEW),
];

const BERLIN = zone('Europe/Berlin');
const day = (text: string) => parseDay(text) ?? Number.NaN;

function options(overrides: Partial<MeasureOptions> = {}): MeasureOptions {
  return {
    columns: COLUMNS,
    startColumn: DOING,
    endColumn: DONE,
    fromDay: day('2026-03-23'),
    toDay: day('2026-04-05'),
    zone: BERLIN,
    now: Date.parse('2026-04-05T12:00:00Z'),
    cards: null,
    ...overrides,
  };
}

const histories = cardHistories(EVENTS);
const HOUR = 1 / 24;

describe('days in a fixed zone', () => {
  it('reads the calendar day in the zone, across the daylight-saving change', () => {
    expect(dayOf(Date.parse('2026-03-29T22:30:00Z'), BERLIN)).toBe(day('2026-03-30'));
    expect(dayOf(Date.parse('2026-03-29T22:30:00Z'), zone('UTC'))).toBe(day('2026-03-29'));
    expect(dayOf(Date.parse('2026-03-28T22:30:00Z'), BERLIN)).toBe(day('2026-03-28'));
    expect(startOfDay(day('2026-03-29'), BERLIN)).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(startOfDay(day('2026-03-30'), BERLIN)).toBe(Date.parse('2026-03-29T22:00:00Z'));
  });

  it('names ISO weeks by their Thursday: 1 January 2027 is in 2026-W53', () => {
    expect(isoWeekLabel(weekStart(day('2027-01-01')))).toBe('2026-W53');
    expect(isoWeekLabel(weekStart(day('2026-03-29')))).toBe('2026-W13');
    expect(isoWeekLabel(weekStart(day('2026-01-01')))).toBe('2026-W01');
  });
});

describe('cumulative flow', () => {
  it('counts each column at the end of each day; finished work stays in Done', () => {
    const flow = computeInsights(histories, options()).flow;
    expect(flow).toHaveLength(14);
    const at = (d: string) => flow.find((row) => row.day === d)?.counts;
    // Backlog, Doing, Review, Done
    expect(at('2026-03-23')).toEqual([3, 3, 0, 1]); // C D H | A B G | - | F
    expect(at('2026-03-26')).toEqual([2, 2, 1, 2]); // D H | B G | A | C F
    // The 23-hour Sunday ends at 22:00Z: E (in Doing from 21:30Z) is there, not yet Done.
    expect(at('2026-03-29')).toEqual([2, 3, 0, 3]); // D H | B E G | - | A C F (C archived, F deleted)
    // D moved twice on the 30th: only where it ended the day counts.
    expect(at('2026-03-30')).toEqual([1, 1, 1, 5]); // H | G | D | A B C E F
    expect(at('2026-04-05')).toEqual([1, 1, 1, 5]);
  });
});

describe('cycle time', () => {
  it('runs from the first entry into the start column to the last arrival in the end column', () => {
    const { cycle, percentiles } = computeInsights(histories, options());
    expect(cycle.map((card) => [card.cardId, card.day, card.days])).toEqual([
      [C, '2026-03-26', 2],
      [A, '2026-03-27', 4], // back from Review once: still from its first day in Doing
      [E, '2026-03-30', HOUR],
      [B, '2026-03-30', 7], // reopened: counted once, at its last finish
    ]);
    // Sorted 1h, 2, 4, 7; nearest rank: p50 = 2nd, p85 = ceil(3.4) = 4th, p95 = 4th.
    expect(percentiles).toEqual({ p50: 2, p85: 7, p95: 7 });
  });

  it('follows the chosen start column', () => {
    const { cycle } = computeInsights(histories, options({ startColumn: REVIEW }));
    // A entered Review on the 24th; C and B never did (their stay counts from the finish).
    expect(cycle.find((card) => card.cardId === A)?.days).toBe(3);
    expect(cycle.find((card) => card.cardId === C)?.days).toBe(0);
  });
});

describe('throughput', () => {
  it('counts finished cards per ISO week of the zone', () => {
    const weeks = computeInsights(histories, options()).throughput;
    expect(weeks.map((w) => [w.week, w.monday, w.count, w.partial])).toEqual([
      ['2026-W13', '2026-03-23', 2, false], // C, A
      ['2026-W14', '2026-03-30', 2, false], // E (Monday in Berlin), B
    ]);
  });

  it('in UTC, E is finished on Sunday: week 13', () => {
    const utc = zone('UTC');
    const weeks = computeInsights(histories, options({ zone: utc })).throughput;
    expect(weeks.map((w) => w.count)).toEqual([3, 1]);
  });

  it('marks weeks the range covers only in part', () => {
    const weeks = computeInsights(
      histories,
      options({ fromDay: day('2026-03-25'), toDay: day('2026-03-31') }),
    ).throughput;
    expect(weeks.map((w) => [w.week, w.count, w.partial])).toEqual([
      ['2026-W13', 2, true],
      ['2026-W14', 2, true],
    ]);
  });
});

describe('aging work in progress', () => {
  it('lists started, unfinished cards by age against the percentiles', () => {
    const { aging } = computeInsights(histories, options());
    expect(aging).toEqual([
      // G: Doing since 20 March 12:00Z, 16 days at noon on 5 April: beyond p95 (7).
      { cardId: G, column: DOING, age: 16, risk: 'critical' },
      // D: started 30 March 08:00Z: 6 days 4 hours, beyond p50 (2), within p85 (7).
      { cardId: D, column: REVIEW, age: 6 + 4 * HOUR, risk: 'watch' },
    ]);
  });
});

describe('work in progress over time', () => {
  it('counts cards on the board per column and day, flagging columns over their limit', () => {
    const wip = computeInsights(histories, options()).wip;
    const at = (d: string) => wip.find((row) => row.day === d);
    expect(at('2026-03-23')).toEqual({ day: '2026-03-23', counts: [3, 3, 0, 1], over: [1] });
    expect(at('2026-03-26')).toEqual({ day: '2026-03-26', counts: [2, 2, 1, 2], over: [] });
    // C archived and F deleted: no longer on the board, so not in Done's work.
    expect(at('2026-03-29')).toEqual({ day: '2026-03-29', counts: [2, 3, 0, 1], over: [1] });
  });
});

describe('filters', () => {
  it('counts only the cards the board filters keep', () => {
    const result = computeInsights(histories, options({ cards: new Set([A, G]) }));
    expect(result.throughput.map((w) => w.count)).toEqual([1, 0]);
    expect(result.aging.map((card) => card.cardId)).toEqual([G]);
    expect(result.flow.at(-1)?.counts).toEqual([0, 1, 0, 1]);
  });
});

describe('the rows kept between computations (the worker)', () => {
  it('answer every range, filter and column choice as a computation from scratch does', () => {
    const held = new HeldRows();
    held.take('board-1:1', EVENTS);
    expect(held.holds('board-1:1')).toBe(true);
    expect(held.holds('board-1:2')).toBe(false);
    // In this order the rows are reused (range, filter) and rebuilt (start, end, zone).
    const choices: Partial<MeasureOptions>[] = [
      {},
      { fromDay: day('2026-03-30') },
      { cards: new Set([A, G]) },
      { startColumn: REVIEW },
      { startColumn: REVIEW, fromDay: day('2026-03-27'), toDay: day('2026-03-28') },
      { endColumn: REVIEW },
      { zone: zone('UTC') },
      {},
    ];
    for (const choice of choices)
      expect(held.compute(options(choice))).toEqual(computeInsights(histories, options(choice)));
  });
});

describe('reading the feed', () => {
  it('keeps the entries that move work, with their columns', () => {
    const entries: FeedEntry[] = [
      {
        card_id: 9,
        kind: 'created',
        data: { to: { column_id: 1, name: 'Backlog' } },
        at: '2026-03-01T10:00:00Z',
      },
      { card_id: 9, kind: 'commented', data: { comment_id: 4 }, at: '2026-03-01T11:00:00Z' },
      {
        card_id: 9,
        kind: 'moved',
        data: { from: { column_id: 1, name: 'Backlog' }, to: { column_id: 2, name: 'Doing' } },
        at: '2026-03-02T10:00:00Z',
      },
      { card_id: 9, kind: 'archived', data: {}, at: '2026-03-03T10:00:00Z' },
      { card_id: 9, kind: 'restored', data: {}, at: '2026-03-04T10:00:00Z' },
      { card_id: 9, kind: 'moved', data: {}, at: '2026-03-05T10:00:00Z' },
    ];
    const events = flowEvents(entries);
    expect(events.map((e) => [e.kind, e.to])).toEqual([
      ['created', 1],
      ['moved', 2],
      ['archived', null],
      ['restored', null],
    ]);
    expect(cardHistories(events)).toEqual([
      {
        cardId: 9,
        stays: [
          { column: 1, at: Date.parse('2026-03-01T10:00:00Z') },
          { column: 2, at: Date.parse('2026-03-02T10:00:00Z') },
        ],
        goneAt: null,
      },
    ]);
  });

  it('picks the first column after the backlog-like ones, and the last', () => {
    const named = (...names: string[]) =>
      names.map((name, i) => ({ id: i + 1, name, wipLimit: null }));
    expect(defaultColumns(named('Ideas', 'To do', 'Doing', 'Done'))).toEqual({ start: 3, end: 4 });
    expect(defaultColumns(named('Inbox', 'Backlog', 'Shipped'))).toEqual({ start: 1, end: 3 });
    expect(defaultColumns(COLUMNS)).toEqual({ start: DOING, end: DONE });
  });
});
