import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Exported {
  id: number;
  name: string;
  mime_type: string;
  size_bytes: number;
  node_id: number;
  drive_id: number;
  download_url: string;
}

const valid = {
  format: 'csv',
  fields: ['number', 'title', 'tags_ids'],
  node: { id: 1, drive_id: 1 },
};
const exportBoard = (body: unknown, token: string = TOKENS.edit) =>
  api.as(token).post<Exported>('/boards/1/export/drive', body);

describe('POST /boards/{board}/export/drive', () => {
  it('writes a CSV of the live cards into the folder (201)', async () => {
    const res = await exportBoard(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: expect.stringMatching(/^product-roadmap-.*\.csv$/),
      mime_type: 'text/csv',
      node_id: 1,
      drive_id: 1,
      download_url: expect.stringMatching(/^https?:\/\/.*\/api\/drive\/files\/\d+\/content$/),
    });
    const node = api.db().driveNodes.find((n) => n.id === res.body.id);
    expect(node).toMatchObject({ parent_id: 1, kind: 'file', size_bytes: res.body.size_bytes });
    const lines = (node?.content ?? '').trim().split('\r\n');
    // Each id field is followed by the names it stands for, for a spreadsheet reader.
    expect(lines[0]).toBe('number,title,tags_ids,tags');
    expect(lines).toHaveLength(30);
    const tagNames = [3, 1].map((id) => api.db().tags.find((tag) => tag.id === id)?.name);
    console.log(
      'LINES',
      lines.filter((l) => l.startsWith('12,')),
    );
    expect(lines).toContain(`12,Mentions in comments,"3,1","${tagNames.join(',')}"`);
    expect(lines.some((l) => l.includes('Duplicate of'))).toBe(false);
  });

  it('neutralises cells that a spreadsheet would run as a formula (= + - @; tabs and CRs are trimmed from titles)', async () => {
    const titles = ['=HYPERLINK("https://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const title of titles) {
      const created = await api.as(TOKENS.edit).post('/boards/1/cards', { column_id: 1, title });
      expect(created.status).toBe(201);
    }
    const res = await exportBoard({ ...valid, fields: ['title', 'order'] });
    const content = api.db().driveNodes.find((n) => n.id === res.body.id)?.content ?? '';
    expect(content).toContain('"\'=HYPERLINK(""https://evil.example"",""Click"")"');
    expect(content).toContain("'+1+1");
    expect(content).toContain("'-2+3");
    expect(content).toContain("'@SUM(A1)");
    for (const line of content.trim().split('\r\n')) {
      for (const cell of line.split(',')) expect(cell, line).not.toMatch(/^"?[=+\-@\t]/);
    }
  });

  it('names the column and the people beside their ids in a CSV', async () => {
    const res = await exportBoard({
      ...valid,
      fields: ['number', 'column_id', 'assignees_ids'],
    });
    const lines = (api.db().driveNodes.find((n) => n.id === res.body.id)?.content ?? '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('number,column_id,column,assignees_ids,assignees');
    const db = api.db();
    const card = db.cards.find(
      (c) =>
        c.board_id === 1 &&
        c.deleted_at === null &&
        db.cardAssignees.filter((a) => a.card_id === c.id).length === 1,
    );
    if (!card) throw new Error('the seed has a card with one assignee');
    const userId = db.cardAssignees.find((a) => a.card_id === card.id)?.user_id;
    const columnName = db.columns.find((c) => c.id === card.column_id)?.name;
    const person = db.users.find((u) => u.id === userId)?.name;
    expect(lines).toContain(`${card.number},${card.column_id},${columnName},${userId},${person}`);
  });

  it('writes JSON with the asked fields', async () => {
    const res = await exportBoard({
      ...valid,
      format: 'json',
      fields: ['id', 'status', 'due_date_status'],
    });
    expect(res.body.mime_type).toBe('application/json');
    const content = api.db().driveNodes.find((n) => n.id === res.body.id)?.content ?? '[]';
    const rows = JSON.parse(content) as Record<string, unknown>[];
    expect(rows).toHaveLength(29);
    expect(rows[0]).toEqual({ id: 1, status: 'OPEN', due_date_status: null });
    expect(rows.find((r) => r.id === 13)).toEqual({
      id: 13,
      status: 'OPEN',
      due_date_status: 'OVERDUE',
    });
  });

  it.each<[string, unknown, string]>([
    ['missing format', { ...valid, format: undefined }, 'format'],
    ['unknown format', { ...valid, format: 'xlsx' }, 'format'],
    ['missing fields', { ...valid, fields: undefined }, 'fields'],
    ['unknown field', { ...valid, fields: ['title', 'password'] }, 'fields.1'],
    ['missing node', { ...valid, node: undefined }, 'node'],
    ['node without drive', { ...valid, node: { id: 1 } }, 'node.drive_id'],
    ['node that is a file', { ...valid, node: { id: 5, drive_id: 1 } }, 'node.id'],
    ['missing folder', { ...valid, node: { id: 999, drive_id: 1 } }, 'node.id'],
    ['drive of another tenant', { ...valid, node: { id: 8, drive_id: 2 } }, 'node.drive_id'],
  ])('422: %s', async (_name, body, key) => {
    expectInvalid(await exportBoard(body), key);
  });

  it('401, 404, 403 below edit', async () => {
    await expectUnauthenticated(api, (c) => c.post('/boards/1/export/drive', valid));
    expectNotFound(await api.as(TOKENS.manage).post('/boards/99/export/drive', valid));
    await expectForbiddenBelow(api, 'edit', (c) => c.post('/boards/1/export/drive', valid));
  });
});
