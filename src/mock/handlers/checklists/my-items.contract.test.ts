import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';

const api = setupMockServer();

interface MyItem {
  id: number;
  card_id: number;
  board_id: number;
  title: string;
  is_completed: boolean;
  due_date: string | null;
  assignees: { id: number }[];
}

describe('GET /me/checklist-items (My work: the open items assigned to me)', () => {
  it('lists my open items on every board I see, dated first, with card and board', async () => {
    const res = await api.as(TOKENS.interact).get<MyItem[]>('/me/checklist-items');
    expect(res.status).toBe(200);
    // The seed: Ines has card 9's "Illustrations" (this week) and "Ship behind a flag" (next
    // week, shared with Eli), and card 12's undated "Screen reader check"; her ticked "Write
    // copy" and "Assignee picker" are left out.
    expect(res.body.map((item) => [item.board_id, item.card_id, item.title])).toEqual([
      [1, 9, 'Illustrations'],
      [1, 9, 'Ship behind a flag'],
      [1, 12, 'Screen reader check'],
    ]);
    expect(res.body.every((item) => !item.is_completed)).toBe(true);
    expect(res.body[2]?.due_date).toBeNull();
  });

  it('drops an item once ticked, and shows it again once unticked', async () => {
    const [item] = (await api.as(TOKENS.manage).get<MyItem[]>('/me/checklist-items')).body;
    expect(item?.title).toBe('Docs');
    const path = `/boards/1/cards/12/checklists/${String(await checklistOf(item?.id))}/items/${String(item?.id)}`;
    expect((await api.as(TOKENS.manage).patch(path, { is_completed: true })).status).toBe(200);
    expect((await api.as(TOKENS.manage).get<MyItem[]>('/me/checklist-items')).body).toEqual([]);
    await api.as(TOKENS.manage).patch(path, { is_completed: false });
    const again = await api.as(TOKENS.manage).get<MyItem[]>('/me/checklist-items');
    expect(again.body.map((mine) => mine.title)).toEqual(['Docs']);
  });

  it('needs a token; lists nothing of boards the caller cannot see', async () => {
    expect((await api.as(null).get('/me/checklist-items')).status).toBe(401);
    const stranger = await api.as(TOKENS.stranger).get<MyItem[]>('/me/checklist-items');
    expect(stranger.status).toBe(200);
    expect(stranger.body).toEqual([]);
  });
});

async function checklistOf(itemId: number | undefined): Promise<number> {
  const card = await api
    .as(TOKENS.manage)
    .get<{ checklists: { id: number; items: { id: number }[] }[] }>('/boards/1/cards/12');
  const list = card.body.checklists.find((c) => c.items.some((i) => i.id === itemId));
  return list?.id ?? -1;
}
