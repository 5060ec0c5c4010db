import { describe, expect, it } from 'vitest';
import { CARD_STATUSES } from '@/domain/enums';
import {
  normalizeBoard,
  normalizeCard,
  normalizeCardDetail,
  normalizeSearchResult,
} from './normalize';
import { isKnown } from './schemas/primitives';
import { wireBoard, wireCard } from './testing/wire-fixtures';
import type { BoardWorkingSet, Card } from './types';

function boardOf(json: unknown): BoardWorkingSet {
  const result = normalizeBoard(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function cardOf(json: unknown): Card {
  const result = normalizeCard(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('normalizeBoard on the real service payload', () => {
  const board = boardOf(wireBoard);

  it('keeps the board fields', () => {
    expect(board).toMatchObject({
      id: 1,
      cuid: 'acme',
      name: 'Product roadmap',
      visibility: 'private',
      order_cards_by: 'order',
      parent_id: null,
    });
  });

  it('turns maps keyed by id into records keyed by numeric id', () => {
    expect(Object.keys(board.members)).toEqual(['7']);
    expect(board.members[7]?.pivot?.permission).toBe('manage');
    expect(board.tags[4]).toMatchObject({ id: 4, board_id: null, color: '#3B82F6' });
    expect(board.columns[11]).toMatchObject({ id: 11, name: 'To do', order: 1 });
  });

  it('turns string ids into numbers and [null] into []', () => {
    const [first, second] = board.cards;
    expect(first?.tags_ids).toEqual([3, 4]);
    expect(first?.assignees_ids).toEqual([7]);
    expect(second?.tags_ids).toEqual([]);
    expect(second?.assignees_ids).toEqual([]);
  });

  it('turns 0/1 time tracking into booleans', () => {
    expect(board.cards.map((card) => card.is_time_tracking)).toEqual([true, false]);
  });

  it('defaults the attributes a listing leaves out', () => {
    expect(board.cards[1]).toMatchObject({
      id: 102,
      user_id: null,
      content: null,
      type: 'ORDINARY',
      due_date: null,
      comments_count: 0,
      files_count: 0,
      custom_fields_count: 0,
      checklist_items: null,
      due_date_status: null,
      human_due_date: null,
      // derived from completed_at and card_recurrence_id
      is_completed: true,
      is_recurrent: false,
    });
  });

  it('parses custom field definitions with their config', () => {
    expect(board.custom_field_definitions[0]).toMatchObject({
      id: 5,
      type: 'select',
      is_required: true,
      config: { options: [{ id: 'p1', label: 'High', color: '#ef4444' }, { id: 'p2' }] },
    });
  });

  it('keeps permissions and preferences', () => {
    expect(board.permissions).toEqual({ view: true, interact: true, edit: true, manage: false });
    expect(board.preferences).toEqual({
      view_mode: 'view_list',
      notification: {
        notification_mode: 'mentions',
        is_notified_through_app: true,
        is_notified_through_email: false,
      },
    });
  });

  it('is idempotent on the real payload', () => {
    expect(boardOf(board)).toEqual(board);
    expect(boardOf(JSON.parse(JSON.stringify(board)))).toEqual(board);
  });
});

describe('quirks and leniency', () => {
  it('accepts null, comma-separated and numeric id lists, dropping junk and duplicates', () => {
    expect(cardOf({ ...wireCard, tags_ids: null }).tags_ids).toEqual([]);
    expect(cardOf({ ...wireCard, tags_ids: [null, '3', 'x', 3, 4.5, -1, '5'] }).tags_ids).toEqual([
      3, 5,
    ]);
    expect(cardOf({ ...wireCard, assignees_ids: '7,8' }).assignees_ids).toEqual([7, 8]);
    expect(cardOf({ ...wireCard, assignees_ids: undefined }).assignees_ids).toEqual([]);
  });

  it('reads every time-tracking form', () => {
    const tracking = (value: unknown) =>
      cardOf({ ...wireCard, is_time_tracking: value }).is_time_tracking;
    expect([1, 0, true, false, null, '1', '0', undefined, 'weird'].map(tracking)).toEqual([
      true,
      false,
      true,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('keeps unknown enum values instead of failing', () => {
    const card = cardOf({ ...wireCard, status: 'BLOCKED', type: 'EPIC', due_date_status: 'SOON' });
    expect(card.status).toBe('BLOCKED');
    expect(card.type).toBe('EPIC');
    expect(card.due_date_status).toBe('SOON');
    expect(isKnown(CARD_STATUSES, card.status)).toBe(false);
    expect(isKnown(CARD_STATUSES, cardOf(wireCard).status)).toBe(true);

    const board = boardOf({ ...wireBoard, visibility: 'internal' });
    expect(board.visibility).toBe('internal');
  });

  it('accepts string ids and string counters', () => {
    const card = cardOf({ ...wireCard, id: '101', column_id: '11', comments_count: '4' });
    expect(card).toMatchObject({ id: 101, column_id: 11, comments_count: 4 });
  });

  it('accepts empty maps serialized as [] and maps given as arrays', () => {
    const board = boardOf({
      ...wireBoard,
      members: [],
      tags: [],
      columns: [wireBoard.columns['11']],
    });
    expect(board.members).toEqual({});
    expect(board.tags).toEqual({});
    expect(Object.keys(board.columns)).toEqual(['11']);
  });

  it('takes a map item id from its key when the item has none', () => {
    const { id: _id, ...tagWithoutId } = wireBoard.tags['3'];
    const board = boardOf({ ...wireBoard, tags: { '3': tagWithoutId } });
    expect(board.tags[3]?.id).toBe(3);
  });

  it('fills board_id of cards and columns from the board', () => {
    const { board_id: _cardBoard, ...card } = wireCard;
    const { board_id: _columnBoard, ...column } = wireBoard.columns['11'];
    const board = boardOf({ ...wireBoard, cards: [card], columns: { '11': column } });
    expect(board.cards[0]?.board_id).toBe(1);
    expect(board.columns[11]?.board_id).toBe(1);
  });

  it('drops a malformed card instead of failing the board', () => {
    const board = boardOf({
      ...wireBoard,
      cards: [
        wireCard,
        { title: 'no id' },
        'junk',
        null,
        { ...wireCard, id: 'abc' },
        { ...wireCard },
      ],
    });
    expect(board.cards.map((card) => card.id)).toEqual([101]);
  });

  it('defaults everything but the board id', () => {
    const board = boardOf({ id: 9 });
    expect(board).toMatchObject({
      id: 9,
      name: '',
      visibility: 'private',
      members: {},
      tags: {},
      columns: {},
      cards: [],
      custom_field_definitions: [],
      permissions: { view: false, interact: false, edit: false, manage: false },
      preferences: {
        view_mode: null,
        notification: {
          notification_mode: 'all',
          is_notified_through_app: true,
          is_notified_through_email: false,
        },
      },
    });
  });

  it('keeps extra abilities and accepts a list of abilities', () => {
    expect(
      boardOf({ id: 1, permissions: { view: 1, export: true, 'batch-delete': 0 } }).permissions,
    ).toEqual({
      view: true,
      interact: false,
      edit: false,
      manage: false,
      export: true,
      'batch-delete': false,
    });
    expect(boardOf({ id: 1, permissions: ['view', 'edit'] }).permissions).toMatchObject({
      view: true,
      edit: true,
      manage: false,
    });
  });

  it('fails without throwing when there is no board id', () => {
    for (const json of [null, 42, 'board', [], {}, { id: 'x' }, { id: -1 }, { id: 1.5 }]) {
      const result = normalizeBoard(json);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).not.toBe('');
    }
  });

  it('drops tag_list_item_html and other unknown keys', () => {
    const board = boardOf({ ...wireBoard, tag_list_item_html: '<li>x</li>', extra: 1 });
    expect(board).not.toHaveProperty('tag_list_item_html');
    expect(board).not.toHaveProperty('extra');
  });
});

describe('search results and card details', () => {
  it('adds cards_summary and card_templates', () => {
    const result = normalizeSearchResult({
      ...wireBoard,
      cards_summary: {
        '101': {
          comments_count: '2',
          files_count: 0,
          checklist_items: 3,
          checklist_items_completed: 1,
        },
        nope: { comments_count: 1 },
      },
      card_templates: [
        {
          id: 4,
          name: 'Bug',
          title: 'Bug: ',
          tags_ids: ['3'],
          checklists: [{ title: 'Steps', items: [{ title: 'Repro' }] }],
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.cards_summary).toEqual({
      101: { comments_count: 2, files_count: 0, checklist_items: 3, checklist_items_completed: 1 },
    });
    expect(result.value.card_templates[0]).toMatchObject({
      id: 4,
      tags_ids: [3],
      content: null,
      cover_color: null,
      checklists: [{ title: 'Steps', items: ['Repro'] }],
    });
  });

  it('parses a card detail with relations', () => {
    const result = normalizeCardDetail({
      ...wireCard,
      tags_ids: [],
      is_time_tracking: false,
      checklists: [
        {
          id: 1,
          card_id: 101,
          title: 'Launch',
          items: [
            {
              id: 1,
              checklist_id: 1,
              title: 'Docs',
              is_completed: true,
              completed_at: '2026-01-01T00:00:00Z',
              assignees: [{ id: '7', uuid: 'u', name: 'Maya', avatar_url: null }],
            },
            { id: 2, checklist_id: 1, title: 'Blog', completed_at: null },
          ],
        },
      ],
      files: [
        {
          id: 1,
          identifier: 'f1',
          download_url: 'https://x.test/f1',
          content_url: 'https://x.test/f1/c',
          view_url: null,
        },
      ],
      custom_fields: { '5': 'p1', '6': null, '7': ['a', 1], x: 1 },
      tags: [wireBoard.tags['3']],
      assignees: [{ id: 7, uuid: 'u', name: 'Maya', email: 'maya@example.test', avatar_url: null }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const card = result.value;
    expect(card.checklists[0]).toMatchObject({ items_count: 2, items_completed_count: 1 });
    expect(card.checklists[0]?.items[0]?.assignees[0]?.id).toBe(7);
    expect(card.checklists[0]?.items[1]?.is_completed).toBe(false);
    expect(card.custom_fields).toEqual({ 5: 'p1', 6: null, 7: ['a', 1] });
    expect(card.files[0]).toMatchObject({ identifier: 'f1', name: null });
    expect(card.tags[0]?.id).toBe(3);
    expect(card.assignees[0]?.email).toBe('maya@example.test');
  });
});
