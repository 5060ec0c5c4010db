import { describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { fakeFetch, jsonResponse, type RecordedRequest } from '../testing/fake-fetch';
import { wireBoard, wireCard, wireMember } from '../testing/wire-fixtures';
import { getBoard, getBoardAttributes, searchBoard, updateBoard } from './boards';
import { attachFile, createCard, deleteCard, getCardsInfo, syncAssignees } from './cards';
import { addChecklistItem, getChecklist, renameChecklist } from './checklists';
import { createColumn, deleteColumns } from './columns';
import { createCustomField } from './custom-fields';
import { exportToDrive } from './export';
import { listMembers, listMentionables, updateNotificationPreferences } from './members';
import { createTag, updateCommonTag } from './tags';
import { getMe, listNotifications, listUsers } from '../extensions/account';
import { listBoards, listCardTemplates } from '../extensions/boards';
import { getCard, updateCard } from '../extensions/cards';
import { updateColumn } from '../extensions/columns';
import { createChecklist, updateChecklistItem } from '../extensions/checklists';
import { getDriveFileContent, listDriveNodes } from '../extensions/drive';

const BASE = 'https://board.test/api';

function setup(body: unknown, status = 200) {
  const { fetchFn, requests } = fakeFetch(() => jsonResponse(body, status));
  const client = createApiClient({ baseUrl: `${BASE}/`, token: 'tok-123', fetchFn });
  const only = (): RecordedRequest => {
    expect(requests).toHaveLength(1);
    const [request] = requests;
    if (!request) throw new Error('no request');
    return request;
  };
  return { client, only };
}

/** The URL's path and decoded query pairs, for readable assertions. */
function parts(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, query: [...parsed.searchParams.entries()] };
}

const checklistBody = { id: 3, card_id: 101, title: 'Launch', items: [] };
const itemBody = { id: 9, checklist_id: 3, title: 'Docs', is_completed: false, assignees: [] };
const tagEnvelope = {
  tag: wireBoard.tags['3'],
  tag_list_item_html: '<li onclick="x">Backend</li>',
};

describe('request basics', () => {
  it('sends the bearer token, JSON headers and no body on GET', async () => {
    const { client, only } = setup(wireBoard);
    const board = await getBoard(client, 1);
    const request = only();
    expect(request).toMatchObject({ method: 'GET', url: `${BASE}/boards/1`, body: undefined });
    expect(request.headers).toEqual({
      accept: 'application/json',
      authorization: 'Bearer tok-123',
    });
    expect(board.cards[1]?.tags_ids).toEqual([]);
  });

  it('sends Content-Type with a JSON body, and no Authorization without a token', async () => {
    const { fetchFn, requests } = fakeFetch(() => jsonResponse(wireCard, 201));
    const client = createApiClient({ baseUrl: '/api', token: null, fetchFn });
    await createCard(client, 1, { column_id: 11, title: 'New' });
    expect(requests[0]?.url).toBe('/api/boards/1/cards');
    expect(requests[0]?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(requests[0]?.body).toEqual({ column_id: 11, title: 'New' });
  });
});

describe('spec endpoints', () => {
  it('get board attributes unwraps {board}', async () => {
    const { client, only } = setup({ board: { name: 'Roadmap', icon: null } });
    const attributes = await getBoardAttributes(client, 1, ['name', 'icon']);
    expect(parts(only().url)).toEqual({
      path: '/api/boards/1',
      query: [
        ['attributes[]', 'name'],
        ['attributes[]', 'icon'],
      ],
    });
    expect(only().url).toContain('attributes[]=name&attributes[]=icon');
    expect(attributes).toEqual({ name: 'Roadmap', icon: null });
  });

  it('update board: PATCH with the changes as body', async () => {
    const { client, only } = setup({ ...wireBoard, name: 'Renamed' });
    const board = await updateBoard(client, 1, {
      name: 'Renamed',
      visibility: 'public',
      members: [{ id: 7, permission: 'manage' }],
    });
    expect(only()).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/boards/1`,
      body: { name: 'Renamed', visibility: 'public', members: [{ id: 7, permission: 'manage' }] },
    });
    expect(board.name).toBe('Renamed');
    expect(board).not.toHaveProperty('cards');
  });

  it('search: bracket parameters and the summary', async () => {
    const { client, only } = setup({
      ...wireBoard,
      cards_summary: {
        '101': {
          comments_count: 2,
          files_count: 0,
          checklist_items: 3,
          checklist_items_completed: 1,
        },
      },
    });
    const result = await searchBoard(client, 1, {
      query: 'beta',
      tags: [3],
      statuses: ['OPEN'],
      dueDates: ['this-week'],
      customFields: [{ definitionId: 5, operator: 'is_any_of', value: ['p1', 'p2'] }],
      includeArchived: true,
      target: 'App\\Models\\CardTemplate',
    });
    expect(only().method).toBe('GET');
    expect(only().url).toBe(
      `${BASE}/boards/1/search?query=beta&by[tags][]=3&by[statuses][]=OPEN&by[dueDate][]=this-week` +
        '&by[customFields][0][definitionId]=5&by[customFields][0][operator]=is_any_of' +
        '&by[customFields][0][value][]=p1&by[customFields][0][value][]=p2' +
        '&scope[archived]=true&target=App%5CModels%5CCardTemplate',
    );
    expect(result.cards_summary[101]?.checklist_items).toBe(3);
    expect(result.card_templates).toEqual([]);
  });

  it('members and mentionables', async () => {
    const members = setup([wireMember]);
    expect((await listMembers(members.client, 1))[0]?.pivot?.permission).toBe('manage');
    expect(members.only().url).toBe(`${BASE}/boards/1/members`);

    const mentionables = setup([
      { id: '7', uuid: 'u', name: 'Maya', email: 'm@x.test', avatar_url: null },
    ]);
    expect(await listMentionables(mentionables.client, 1, 'ma y')).toEqual([
      { id: 7, uuid: 'u', name: 'Maya', email: 'm@x.test', avatar_url: null },
    ]);
    expect(mentionables.only().url).toBe(`${BASE}/boards/1/members/mentionables?filter=ma%20y`);
  });

  it('notification preferences: PATCH myself', async () => {
    const { client, only } = setup({
      notification_mode: 'silent',
      is_notified_through_app: 0,
      is_notified_through_email: 1,
    });
    const preferences = await updateNotificationPreferences(client, 1, {
      notification_mode: 'silent',
    });
    expect(only()).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/boards/1/members/myself/notifications/preferences`,
      body: { notification_mode: 'silent' },
    });
    expect(preferences).toEqual({
      notification_mode: 'silent',
      is_notified_through_app: false,
      is_notified_through_email: true,
    });
  });

  it('tags: create and update common; the HTML is never exposed', async () => {
    const created = setup(tagEnvelope, 201);
    const tag = await createTag(created.client, 1, { name: 'Backend', color: '#ef4444' });
    expect(created.only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/tags`,
      body: { name: 'Backend', color: '#ef4444' },
    });
    expect(tag).toMatchObject({ id: 3, name: 'Backend' });
    expect(JSON.stringify(tag)).not.toContain('<li');

    const common = setup({ ...tagEnvelope, tag: wireBoard.tags['4'] });
    const updated = await updateCommonTag(common.client, 4, {
      name: 'Company',
      color: '#3b82f6',
      description: null,
    });
    expect(common.only()).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/tags/common/4`,
      body: { name: 'Company', color: '#3b82f6', description: null },
    });
    expect(updated).not.toHaveProperty('tag_list_item_html');
  });

  it('columns: create and batch delete', async () => {
    const column = wireBoard.columns['11'];
    const created = setup(column, 201);
    await createColumn(created.client, 1, { name: 'Doing', color: '#f97316' });
    expect(created.only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/columns`,
      body: { name: 'Doing', color: '#f97316' },
    });

    const deleted = setup([{ ...column, deleted_at: '2026-01-05T00:00:00Z' }]);
    const columns = await deleteColumns(deleted.client, 1, [11, 12]);
    expect(deleted.only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/columns/delete/batch`,
      body: { ids: [11, 12] },
    });
    expect(columns[0]?.deleted_at).toBe('2026-01-05T00:00:00Z');
  });

  it('delete card: DELETE with stop_recurrence in the body', async () => {
    const { client, only } = setup({ ...wireCard, deleted_at: '2026-01-05T00:00:00Z' });
    const card = await deleteCard(client, 1, 101, { stopRecurrence: true });
    expect(only()).toMatchObject({
      method: 'DELETE',
      url: `${BASE}/boards/1/cards/101`,
      body: { stop_recurrence: true },
    });
    expect(only().headers['content-type']).toBe('application/json');
    expect(card.deleted_at).toBe('2026-01-05T00:00:00Z');

    const plain = setup(wireCard);
    await deleteCard(plain.client, 1, 101);
    expect(plain.only().body).toBeUndefined();
  });

  it('sync assignees: map of user id to boolean', async () => {
    const { client, only } = setup({ ...wireCard, assignees_ids: ['7', '8'] });
    const card = await syncAssignees(client, 1, 101, { 8: true, 9: false });
    expect(only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/cards/101/assignees/sync`,
      body: { assignees: { 8: true, 9: false } },
    });
    expect(card.assignees_ids).toEqual([7, 8]);
  });

  it('batch card info: ids, fields and relations', async () => {
    const { client, only } = setup({
      cards: [
        {
          id: 101,
          title: 'Ship',
          board: { id: 1, name: 'Roadmap', icon: null },
          column: { id: 11, name: 'To do' },
        },
        { title: 'no id' },
      ],
    });
    const cards = await getCardsInfo(client, {
      ids: [101, 102],
      fields: ['title'],
      with: ['board', 'column'],
    });
    expect(only().method).toBe('GET');
    expect(only().url).toBe(
      `${BASE}/cards/info/batch?ids[]=101&ids[]=102&options[fields][]=title` +
        '&options[with][]=board&options[with][]=column',
    );
    expect(cards).toEqual([
      {
        id: 101,
        title: 'Ship',
        board: { id: 1, name: 'Roadmap', icon: null },
        column: { id: 11, name: 'To do' },
      },
    ]);
  });

  it('attach file', async () => {
    const { client, only } = setup(
      {
        file: {
          id: 4,
          identifier: 'abc',
          download_url: 'https://d.test/4',
          content_url: 'https://d.test/4/c',
          view_url: null,
        },
      },
      201,
    );
    const file = await attachFile(client, 1, 101, {
      name: 'spec.pdf',
      size_bytes: 1200,
      mime_type: 'application/pdf',
      meta: { node_id: 5, drive_id: 1 },
    });
    expect(only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/cards/101/files/attach`,
      body: {
        name: 'spec.pdf',
        size_bytes: 1200,
        mime_type: 'application/pdf',
        meta: { node_id: 5, drive_id: 1 },
      },
    });
    expect(file).toMatchObject({ id: 4, identifier: 'abc', view_url: null });
  });

  it('checklists: get, rename, add item', async () => {
    const ref = { boardId: 1, cardId: 101, checklistId: 3 };
    const read = setup(checklistBody);
    await getChecklist(read.client, ref);
    expect(read.only()).toMatchObject({
      method: 'GET',
      url: `${BASE}/boards/1/cards/101/checklists/3`,
    });

    const renamed = setup(checklistBody);
    await renameChecklist(renamed.client, ref, 'Launch');
    expect(renamed.only()).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/boards/1/cards/101/checklists/3`,
      body: { title: 'Launch' },
    });

    const added = setup(itemBody, 201);
    const item = await addChecklistItem(added.client, ref, {
      title: 'Docs',
      due_date: null,
      assignees: { 7: true },
    });
    expect(added.only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/cards/101/checklists/3/items`,
      body: { title: 'Docs', due_date: null, assignees: { 7: true } },
    });
    expect(item.is_completed).toBe(false);
  });

  it('custom field definition and export', async () => {
    const field = setup(wireBoard.custom_field_definitions[0], 201);
    await createCustomField(field.client, 1, {
      name: 'Priority',
      type: 'select',
      is_required: true,
      config: { options: [{ label: 'High', color: '#ef4444' }] },
    });
    expect(field.only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/custom-fields/definitions`,
      body: {
        name: 'Priority',
        type: 'select',
        is_required: true,
        config: { options: [{ label: 'High', color: '#ef4444' }] },
      },
    });

    const exported = setup(
      {
        id: 30,
        name: 'board-1.csv',
        mime_type: 'text/csv',
        size_bytes: 99,
        node_id: 30,
        drive_id: 1,
        download_url: 'https://d.test/30',
      },
      201,
    );
    const file = await exportToDrive(exported.client, 1, {
      format: 'csv',
      fields: ['title', 'number'],
      node: { id: 2, drive_id: 1 },
    });
    expect(exported.only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/export/drive`,
      body: { format: 'csv', fields: ['title', 'number'], node: { id: 2, drive_id: 1 } },
    });
    expect(file).toMatchObject({ id: 30, name: 'board-1.csv' });
  });
});

describe('extension endpoints', () => {
  it('GET /me, /users, /notifications, /boards', async () => {
    const me = setup({
      id: 7,
      uuid: 'u',
      name: 'Maya',
      email: 'm@x.test',
      avatar_url: null,
      username: 'maya',
      cuid: 'acme',
    });
    expect(await getMe(me.client)).toMatchObject({ id: 7, cuid: 'acme' });
    expect(me.only().url).toBe(`${BASE}/me`);

    const users = setup({
      data: [{ id: 8, uuid: 'v', name: 'Eli', email: 'e@x.test', avatar_url: null }],
    });
    expect(await listUsers(users.client, 'el')).toHaveLength(1);
    expect(users.only().url).toBe(`${BASE}/users?filter=el`);

    const inbox = setup([
      {
        id: 1,
        kind: 'reminder',
        board_id: 1,
        card_id: null,
        actor: { id: 7, name: 'Maya' },
        created_at: 'x',
        read_at: null,
      },
    ]);
    const [notification] = await listNotifications(inbox.client);
    expect(notification).toMatchObject({
      kind: 'reminder',
      actor: { id: 7, name: 'Maya', email: '' },
    });

    const boards = setup([{ ...wireBoard, permissions: { view: true } }]);
    const [summary] = await listBoards(boards.client);
    expect(summary).toMatchObject({ id: 1, permissions: { view: true, edit: false } });
    expect(summary).not.toHaveProperty('cards');
  });

  it('card detail, card update and column update', async () => {
    const detail = setup({
      ...wireCard,
      checklists: [checklistBody],
      files: [],
      custom_fields: [],
      tags: [],
      assignees: [],
    });
    expect((await getCard(detail.client, 1, 101)).checklists).toHaveLength(1);
    expect(detail.only().url).toBe(`${BASE}/boards/1/cards/101`);

    const moved = setup({ ...wireCard, column_id: 12, order: 0 });
    await updateCard(moved.client, 1, 101, { column_id: 12, order: 0 });
    expect(moved.only()).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/boards/1/cards/101`,
      body: { column_id: 12, order: 0 },
    });

    const column = setup(wireBoard.columns['11']);
    await updateColumn(column.client, 1, 11, { sort_order: '-due_date', archived: true });
    expect(column.only()).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/boards/1/columns/11`,
      body: { sort_order: '-due_date', archived: true },
    });
  });

  it('checklists and templates', async () => {
    const created = setup(checklistBody, 201);
    await createChecklist(created.client, 1, 101, 'Launch');
    expect(created.only()).toMatchObject({
      method: 'POST',
      url: `${BASE}/boards/1/cards/101/checklists`,
      body: { title: 'Launch' },
    });

    const ticked = setup({ ...itemBody, is_completed: true });
    await updateChecklistItem(
      ticked.client,
      { boardId: 1, cardId: 101, checklistId: 3, itemId: 9 },
      { is_completed: true },
    );
    expect(ticked.only()).toMatchObject({
      method: 'PATCH',
      url: `${BASE}/boards/1/cards/101/checklists/3/items/9`,
      body: { is_completed: true },
    });

    const templates = setup([{ id: 1, name: 'Bug', title: 'Bug: ', tags_ids: [null] }]);
    expect(await listCardTemplates(templates.client, 1)).toEqual([
      {
        id: 1,
        board_id: null,
        name: 'Bug',
        title: 'Bug: ',
        content: null,
        tags_ids: [],
        cover_color: null,
        checklists: [],
      },
    ]);
    expect(templates.only().url).toBe(`${BASE}/boards/1/card-templates`);
  });

  it('drive nodes and file content', async () => {
    const roots = setup([{ id: 1, drive_id: 1, parent_id: null, name: 'Docs', kind: 'folder' }]);
    expect(await listDriveNodes(roots.client, null)).toMatchObject([
      { id: 1, kind: 'folder', mime_type: null },
    ]);
    expect(roots.only().url).toBe(`${BASE}/drive/nodes`);

    const children = setup([]);
    await listDriveNodes(children.client, 4);
    expect(children.only().url).toBe(`${BASE}/drive/nodes?parent_id=4`);

    const { fetchFn, requests } = fakeFetch(() => new Response('title,number\nShip,12\n'));
    const client = createApiClient({ baseUrl: BASE, token: 't', fetchFn });
    expect(await getDriveFileContent(client, 30)).toBe('title,number\nShip,12\n');
    expect(requests[0]?.url).toBe(`${BASE}/drive/files/30/content`);
  });

  it('a list endpoint answering something else than a list is a malformed response', async () => {
    const { client } = setup({ unexpected: true });
    await expect(listBoards(client)).rejects.toMatchObject({
      kind: 'server',
      message: expect.stringMatching(/malformed/),
    });
  });

  it('marks extension failures so the UI can hide the control', async () => {
    const { client } = setup({ message: 'Not Found' }, 404);
    await expect(listCardTemplates(client, 1)).rejects.toMatchObject({
      kind: 'not_found',
      extension: true,
    });
    await expect(listMembers(client, 1)).rejects.toMatchObject({
      kind: 'not_found',
      extension: false,
    });
  });
});
