/**
 * The API layer against the mock over real HTTP: every endpoint function parses what the
 * mock sends, without dropping records, and the typed errors come out as documented.
 */
import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../test/contract/harness';
import { getBoard, getBoardAttributes, searchBoard, updateBoard } from './endpoints/boards';
import { attachFile, createCard, deleteCard, getCardsInfo, syncAssignees } from './endpoints/cards';
import { addChecklistItem, getChecklist, renameChecklist } from './endpoints/checklists';
import { createColumn, deleteColumns } from './endpoints/columns';
import { createCustomField } from './endpoints/custom-fields';
import { exportToDrive } from './endpoints/export';
import { listMembers, listMentionables, updateNotificationPreferences } from './endpoints/members';
import { createTag, updateCommonTag } from './endpoints/tags';
import { getMe, listNotifications, listUsers } from './extensions/account';
import { listBoards, listCardTemplates } from './extensions/boards';
import { getCard, updateCard } from './extensions/cards';
import { createChecklist, updateChecklistItem } from './extensions/checklists';
import { updateColumn } from './extensions/columns';
import { getDriveFileContent, listDriveNodes } from './extensions/drive';
import { createApiClient } from './http/client';
import { isApiError } from './http/errors';

const api = setupMockServer();
const clientAs = (token: string | null) => createApiClient({ baseUrl: api.baseUrl, token });

async function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('API layer against the mock', () => {
  it('reads the working set without losing records', async () => {
    const raw = await api.as(TOKENS.manage).get<{ cards: unknown[]; columns: object }>('/boards/1');
    const board = await getBoard(clientAs(TOKENS.manage), 1);
    expect(board.cards).toHaveLength(raw.body.cards.length);
    expect(Object.keys(board.columns)).toHaveLength(Object.keys(raw.body.columns).length);
    expect(board.permissions.manage).toBe(true);
    for (const card of board.cards) {
      expect(card.tags_ids.every(Number.isInteger)).toBe(true);
      expect(typeof card.is_time_tracking).toBe('boolean');
    }
    expect(board.cards.some((card) => card.is_time_tracking)).toBe(true);
    expect(board.cards.some((card) => card.tags_ids.length > 0)).toBe(true);
    expect(board.cards.some((card) => Object.keys(card.custom_fields).length > 0)).toBe(true);
  });

  it('reads attributes, lists, search and batch info', async () => {
    const client = clientAs(TOKENS.manage);
    expect(await getBoardAttributes(client, 1, ['name', 'visibility'])).toEqual({
      name: expect.any(String),
      visibility: 'private',
    });
    expect((await listBoards(client)).length).toBeGreaterThan(1);
    expect((await listMembers(client, 1)).some((member) => member.deleted_at !== null)).toBe(true);
    expect((await listMentionables(client, 1, 'el')).length).toBeGreaterThan(0);
    expect((await listUsers(client, null)).length).toBeLessThanOrEqual(50);
    expect(await getMe(client)).toMatchObject({ name: 'Maya Manager', cuid: 'acme' });
    expect(await listNotifications(client)).toEqual(expect.any(Array));
    expect((await listCardTemplates(client, 1)).length).toBeGreaterThan(0);

    const board = await getBoard(client, 1);
    const tagId = Number(Object.keys(board.tags)[0]);
    const result = await searchBoard(client, 1, {
      tags: [tagId],
      statuses: ['OPEN', 'CLOSED', 'OVERDUE', 'NEAR', 'FAR'],
      includeArchived: true,
    });
    expect(result.cards.length).toBeGreaterThan(0);
    expect(result.cards.every((card) => card.tags_ids.includes(tagId))).toBe(true);
    expect(Object.keys(result.cards_summary)).toHaveLength(result.cards.length);

    const templates = await searchBoard(client, 1, { target: 'App\\Models\\CardTemplate' });
    expect(templates.cards).toEqual([]);
    expect(templates.card_templates.length).toBeGreaterThan(0);

    const select = board.custom_field_definitions.find(
      (definition) => definition.type === 'select',
    );
    const optionId = select?.config?.options?.[0]?.id;
    expect(optionId).toBeDefined();
    if (select && optionId) {
      const filtered = await searchBoard(client, 1, {
        customFields: [{ definitionId: select.id, operator: 'is_any_of', value: [optionId] }],
      });
      expect(filtered.cards.every((card) => card.custom_fields[select.id] === optionId)).toBe(true);
    }

    const ids = board.cards.slice(0, 2).map((card) => card.id);
    const info = await getCardsInfo(client, { ids, fields: ['title'], with: ['board', 'column'] });
    expect(info.map((card) => card.id)).toEqual(ids);
    expect(info[0]).toMatchObject({ title: expect.any(String), board: { id: 1 }, column: {} });
  });

  it('performs every write', async () => {
    const client = clientAs(TOKENS.manage);
    const board = await getBoard(client, 1);

    expect((await updateBoard(client, 1, { name: 'Renamed' })).name).toBe('Renamed');
    const column = await createColumn(client, 1, { name: 'QA', color: '#06b6d4' });
    expect((await updateColumn(client, 1, column.id, { name: 'QA 2' })).name).toBe('QA 2');

    const card = await createCard(client, 1, { column_id: column.id, title: 'New card' });
    expect(card).toMatchObject({ title: 'New card', tags_ids: [], is_completed: false });
    expect((await updateCard(client, 1, card.id, { title: 'Edited' })).title).toBe('Edited');
    const assigned = await syncAssignees(client, 1, card.id, { 2: true });
    expect(assigned.assignees_ids).toEqual([2]);

    const checklist = await createChecklist(client, 1, card.id, 'Steps');
    const ref = { boardId: 1, cardId: card.id, checklistId: checklist.id };
    expect((await renameChecklist(client, ref, 'Steps 2')).title).toBe('Steps 2');
    const item = await addChecklistItem(client, ref, { title: 'One' });
    expect(item.is_completed).toBe(false);
    const ticked = await updateChecklistItem(
      client,
      { ...ref, itemId: item.id },
      { is_completed: true },
    );
    expect(ticked.is_completed).toBe(true);
    expect(await getChecklist(client, ref)).toMatchObject({
      items_count: 1,
      items_completed_count: 1,
    });

    const tag = await createTag(client, 1, { name: 'Ops', color: '#112233' });
    expect(tag).not.toHaveProperty('tag_list_item_html');
    const common = Object.values(board.tags).find((candidate) => candidate.board_id === null);
    expect(common).toBeDefined();
    if (common) {
      const updated = await updateCommonTag(client, common.id, {
        name: common.name,
        color: '#000000',
      });
      expect(updated.color).toBe('#000000');
    }

    const field = await createCustomField(client, 1, {
      name: 'Size',
      type: 'select',
      config: { options: [{ label: 'S', color: '#ef4444' }] },
    });
    expect(field.config?.options?.[0]?.id).not.toBe('');

    const preferences = await updateNotificationPreferences(client, 1, {
      notification_mode: 'mentions',
    });
    expect(preferences.notification_mode).toBe('mentions');

    const roots = await listDriveNodes(client, null);
    const folder = roots.find((node) => node.kind === 'folder');
    expect(folder).toBeDefined();
    if (folder && folder.drive_id !== null) {
      const exported = await exportToDrive(client, 1, {
        format: 'csv',
        fields: ['number', 'title'],
        node: { id: folder.id, drive_id: folder.drive_id },
      });
      expect(await getDriveFileContent(client, exported.id)).toContain('title');
      // A required custom field left empty blocks attaching files (CONTRACT.md 3).
      const required = board.custom_field_definitions.filter(
        (definition) => definition.is_required,
      );
      const values = Object.fromEntries(
        required.map((definition) => [definition.id, definition.config?.options?.[0]?.id ?? 'x']),
      );
      await updateCard(client, 1, card.id, { custom_fields: values });
      const file = await attachFile(client, 1, card.id, {
        name: exported.name,
        size_bytes: exported.size_bytes ?? 0,
        mime_type: exported.mime_type ?? 'text/csv',
        meta: { node_id: exported.id, drive_id: folder.drive_id },
      });
      expect(file.identifier).not.toBe('');
    }

    const detail = await getCard(client, 1, card.id);
    expect(detail.checklists).toHaveLength(1);
    expect(detail.assignees.map((user) => user.id)).toEqual([2]);

    expect(
      (await deleteCard(client, 1, card.id, { stopRecurrence: true })).deleted_at,
    ).not.toBeNull();
    expect((await deleteColumns(client, 1, [column.id]))[0]?.id).toBe(column.id);
  });

  it('maps the mock errors', async () => {
    const unauthenticated = await failureOf(getBoard(clientAs(null), 1));
    expect(isApiError(unauthenticated) && unauthenticated.kind).toBe('unauthenticated');

    const forbidden = await failureOf(getBoard(clientAs(TOKENS.stranger), 1));
    expect(isApiError(forbidden) && forbidden.kind).toBe('forbidden');

    const missing = await failureOf(getBoard(clientAs(TOKENS.manage), 999));
    expect(isApiError(missing) && missing.kind).toBe('not_found');

    const invalid = await failureOf(createColumn(clientAs(TOKENS.manage), 1, { name: '' }));
    expect(isApiError(invalid) && invalid.kind).toBe('validation');
    expect(isApiError(invalid) && Object.keys(invalid.fieldErrors)).toContain('name');
  });
});
