import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import { expectInvalid } from '../../../../test/contract/card-side';

const api = setupMockServer();

interface DatedItem {
  id: number;
  card_id: number;
  checklist_id: number;
  title: string;
  is_completed: boolean;
  due_date: string;
}

const DAY = 24 * 60 * 60 * 1000;
const dueWindow = (fromDays: number, toDays: number) => {
  const now = api.now.getTime();
  const from = new Date(now + fromDays * DAY).toISOString();
  const to = new Date(now + toDays * DAY).toISOString();
  return `/boards/1/checklist-items?due_from=${from}&due_to=${to}`;
};

describe('GET /boards/{board}/checklist-items (the calendar’s dated items)', () => {
  it('lists the items due in the window, by due date, with their card', async () => {
    const res = await api.as(TOKENS.view).get<DatedItem[]>(dueWindow(-10, 10));
    expect(res.status).toBe(200);
    // The seed: card 12's "Parser" (3 days ago, done), "Notifications" (today), "Docs"
    // (tomorrow), then card 9's two items (days 10 and later); card 24's "Assignee picker" is
    // 20 days ago, outside the window.
    expect(res.body.map((item) => [item.card_id, item.title, item.is_completed])).toEqual([
      [12, 'Parser', true],
      [12, 'Notifications', false],
      [12, 'Docs', false],
      [9, 'Illustrations', false],
      [9, 'Ship behind a flag', false],
    ]);
    const dues = res.body.map((item) => item.due_date);
    expect(dues).toEqual([...dues].sort());
  });

  it('the window is half-open and narrows the list', async () => {
    const past = await api.as(TOKENS.view).get<DatedItem[]>(dueWindow(-30, -1));
    expect(past.body.map((item) => item.title)).toEqual(['Assignee picker', 'Parser']);
    const start = past.body[1]?.due_date ?? '';
    const endingThere = await api
      .as(TOKENS.view)
      .get<DatedItem[]>(
        `/boards/1/checklist-items?due_from=${new Date(Date.parse(start) - DAY).toISOString()}&due_to=${start}`,
      );
    expect(endingThere.body.map((item) => item.title)).toEqual([]);
  });

  it('refuses a window that is missing, backwards or wider than 62 days', async () => {
    expectInvalid(await api.as(TOKENS.view).get('/boards/1/checklist-items'), 'due_from');
    expectInvalid(await api.as(TOKENS.view).get(dueWindow(5, 1)), 'due_to');
    expectInvalid(await api.as(TOKENS.view).get(dueWindow(0, 63)), 'due_to');
    expect((await api.as(TOKENS.view).get(dueWindow(0, 62))).status).toBe(200);
  });

  it('leaves out the items of a deleted card', async () => {
    expect((await api.as(TOKENS.edit).delete('/boards/1/cards/12')).status).toBeLessThan(300);
    const res = await api.as(TOKENS.view).get<DatedItem[]>(dueWindow(-10, 10));
    expect(res.body.map((item) => item.card_id)).toEqual([9, 9]);
  });
});
