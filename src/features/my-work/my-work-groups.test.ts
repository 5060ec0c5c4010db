import { describe, expect, it } from 'vitest';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { myCardsOf } from './my-cards';
import { dueGroupOf, groupMyCards, NO_FILTERS, sortItems, tagNamesOf } from './my-work-groups';

/** Wednesday, November 25, 2026, 10:00 local time. */
const NOW = new Date(2026, 10, 25, 10, 0);
const at = (month: number, day: number, hour = 9) => new Date(2026, month, day, hour).toISOString();

describe('dueGroupOf', () => {
  const card = (due_date: string | null) => ({ due_date, completed_at: null });
  it('puts a card in the first group its due date falls in', () => {
    expect(dueGroupOf(card(at(10, 25, 9)), NOW)).toBe('overdue'); // earlier today
    expect(dueGroupOf(card(at(10, 25, 23)), NOW)).toBe('today');
    expect(dueGroupOf(card(at(10, 29, 20)), NOW)).toBe('this-week'); // Sunday
    expect(dueGroupOf(card(at(10, 30, 0)), NOW)).toBe('later'); // next Monday
    expect(dueGroupOf(card(null), NOW)).toBe('no-date');
  });
});

describe('myCardsOf and groupMyCards', () => {
  const mention = (id: number) =>
    JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'mention', attrs: { id: String(id) } }] }],
    });
  const card = (id: number, title: string, extra: Record<string, unknown>) =>
    wireCard(id, 1, id, { title, ...extra });
  const board = boardOf(
    [wireColumn(1, 1), wireColumn(2, 2, { archived_at: at(10, 1) })],
    [
      card(1, 'Beta', { assignees_ids: ['7'], due_date: at(10, 27) }),
      card(2, 'Alpha', { content: mention(7), due_date: at(10, 27) }),
      card(3, 'Someone else', { assignees_ids: ['8'] }),
      card(4, 'Done', { assignees_ids: ['7'], completed_at: at(10, 1) }),
      card(5, 'Archived', { assignees_ids: ['7'], status: 'ARCHIVED' }),
      card(6, 'Gone', { assignees_ids: ['7'], deleted_at: at(10, 1) }),
      card(7, 'Mentions another', { content: mention(8) }),
      { ...card(8, 'In an archived column', { assignees_ids: ['7'] }), column_id: 2 },
    ],
  );

  it('keeps the open cards assigned to me or mentioning me, with why', () => {
    const mine = myCardsOf(board, 7);
    expect(mine.map((item) => [item.card.id, item.reasons])).toEqual([
      [1, { assigned: true, mentioned: false }],
      [2, { assigned: false, mentioned: true }],
    ]);
    expect(myCardsOf(board, 7)).toBe(mine);
    expect(mine[0]?.columnName).toBe('Column 1');
    expect(tagNamesOf(mine)).toEqual([]);
  });

  it('sorts within a group by due date, then by title; or by title alone', () => {
    const mine = myCardsOf(board, 7);
    const groups = groupMyCards(mine, NO_FILTERS, NOW);
    expect(groups['this-week'].map((item) => item.card.title)).toEqual(['Alpha', 'Beta']);
    expect(sortItems(mine, 'title').map((item) => item.card.id)).toEqual([2, 1]);
    const onlyMentioned = groupMyCards(mine, { ...NO_FILTERS, reason: 'mentioned' }, NOW);
    expect(onlyMentioned['this-week'].map((item) => item.card.id)).toEqual([2]);
  });
});
