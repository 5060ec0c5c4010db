import { describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../test/contract/harness';
import { updateColumn } from '../extensions/columns';
import { createApiClient } from '../http/client';
import { columnSchema } from '../schemas/column';
import { parse } from '../schemas/shape';
import type { Column } from '../types';
import { changedSince, columnBase, updateColumnMerging } from './column-changes';
import { isSaveConflict } from './save-merging';

const api = setupMockServer();

function twoPeople() {
  const client = (token: string) => createApiClient({ baseUrl: api.baseUrl, token });
  return { maya: client(TOKENS.manage), eli: client(TOKENS.edit) };
}

async function column(id: number): Promise<Column> {
  const board = await api.as(TOKENS.manage).get<{ columns: Record<string, unknown> }>('/boards/1');
  return parse(columnSchema, board.body.columns[String(id)]);
}

describe('column edits with If-Match (CONTRACT 4b)', () => {
  it("sends only what the user changed in the form, so a teammate's rename stays", async () => {
    const { maya, eli } = twoPeople();
    const seen = await column(2);
    const base = columnBase(seen);
    await updateColumn(eli, 1, 2, { name: 'Renamed by Eli' });

    // Maya's form sends every field; she changed only the WIP limit.
    const form = { name: seen.name, description: seen.description, wip_limit: 4 };
    expect(changedSince(form, base)).toEqual({ wip_limit: 4 });
    const saved = await updateColumnMerging(maya, 1, 2, changedSince(form, base), base);
    expect(saved).toMatchObject({ name: 'Renamed by Eli', wip_limit: 4 });
  });

  it('refuses a rename over a teammate’s rename, with both names, until the user chooses', async () => {
    const { maya, eli } = twoPeople();
    const base = columnBase(await column(2));
    await updateColumn(eli, 1, 2, { name: 'Eli' });
    const failure = await updateColumnMerging(maya, 1, 2, { name: 'Maya' }, base).catch(
      (error: unknown) => error,
    );
    if (!isSaveConflict(failure)) throw new Error(`expected a conflict, got ${String(failure)}`);
    expect(failure.clashes).toEqual([{ field: 'name', mine: 'Maya', theirs: 'Eli' }]);
    expect((await column(2)).name).toBe('Eli');
  });
});
