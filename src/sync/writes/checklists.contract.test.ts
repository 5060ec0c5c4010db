import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../test/contract/harness';
import { updateChecklistItem } from '@/api/extensions/checklists';
import { createApiClient } from '@/api/http/client';
import { useUpdateChecklistItem } from './checklists.write';

const api = setupMockServer();

/** A checklist item of board 1 from the seed, with where it is. */
function seededItem() {
  const db = api.db();
  const item = db.checklistItems.find((candidate) => !candidate.completed_at);
  const checklist = db.checklists.find((candidate) => candidate.id === item?.checklist_id);
  if (!item || !checklist) throw new Error('the seed has no open checklist item');
  return { boardId: 1, cardId: checklist.card_id, checklistId: checklist.id, itemId: item.id };
}

describe('ticking a checklist item with If-Match (CONTRACT 4b)', () => {
  it('a tick on a stale version is sent again on the new one: the teammate’s rename and the tick both stay', async () => {
    const ref = seededItem();
    const eli = createApiClient({ baseUrl: api.baseUrl, token: TOKENS.edit });
    const renamed = await updateChecklistItem(eli, ref, { title: 'Renamed by Eli' });
    expect(renamed.version).toBeGreaterThan(0);

    const queryClient = new QueryClient();
    const sent: { ifMatch: string | null; status: number }[] = [];
    const maya = createApiClient({
      baseUrl: api.baseUrl,
      token: TOKENS.manage,
      fetchFn: async (input, init) => {
        const response = await fetch(input, init);
        sent.push({ ifMatch: new Headers(init?.headers).get('if-match'), status: response.status });
        return response;
      },
    });
    const tick = queryClient
      .getMutationCache()
      .build(queryClient, useUpdateChecklistItem.options(maya));
    const saved = await tick.execute({ ...ref, changes: { is_completed: true }, version: 0 });
    expect(saved).toMatchObject({ title: 'Renamed by Eli', is_completed: true });
    expect(sent).toEqual([
      { ifMatch: '"0"', status: 412 },
      { ifMatch: `"${renamed.version}"`, status: 200 },
    ]);
  });
});
