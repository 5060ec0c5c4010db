import { abilitiesFor, type PermissionLevel } from '@/domain/permissions';
import { boardMembers, preferencesOf, userById } from '../../db/queries';
import type {
  BoardRecord,
  CardRecord,
  ColumnRecord,
  CustomFieldDefinitionRecord,
  Db,
  UserRecord,
} from '../../db/types';
import { buildCardIndex } from '../cards/card-index';
import { listedCardJson } from '../cards/card-json';
import { columnJson } from '../columns/column-json';
import { customFieldDefinitionJson } from '../custom-fields/custom-field-json';
import { tagJson } from '../tags/tag-json';
import { memberJson } from '../members/user-json';

/** Board attributes (spec 2.1) as the wire shows them. */
export function boardJson(board: BoardRecord) {
  return { ...board };
}

/** Names accepted by `attributes[]` on the board read: the Board fields of spec 2.1. */
export const BOARD_ATTRIBUTES = [
  'id',
  'user_id',
  'group_id',
  'cuid',
  'parent_id',
  'name',
  'description',
  'icon',
  'visibility',
  'order_cards_by',
  'order_cards_direction',
  'archived_at',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies readonly (keyof BoardRecord)[];

export function membersMap(db: Db, boardId: number) {
  const out: Record<string, ReturnType<typeof memberJson>> = {};
  for (const member of boardMembers(db, boardId)) {
    const user = userById(db, member.user_id);
    if (user) out[String(user.id)] = memberJson(user, member);
  }
  return out;
}

/** Board tags and the tenant's common tags. */
export function boardTags(db: Db, board: BoardRecord) {
  return db.tags.filter(
    (t) => t.board_id === board.id || (t.board_id == null && t.cuid === board.cuid),
  );
}

/** The board's live definitions plus the tenant's global ones, by `order`. */
export function boardDefinitions(db: Db, board: BoardRecord): CustomFieldDefinitionRecord[] {
  return db.customFieldDefinitions
    .filter(
      (d) =>
        d.deleted_at == null && (d.board_id === board.id || (d.is_global && d.cuid === board.cuid)),
    )
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

export function liveColumns(db: Db, boardId: number): ColumnRecord[] {
  return db.columns
    .filter((c) => c.board_id === boardId && c.deleted_at == null)
    .sort((a, b) => a.order - b.order);
}

/** Live cards of live columns, by column then order. */
export function liveCards(db: Db, boardId: number): CardRecord[] {
  const columnIds = new Set(liveColumns(db, boardId).map((c) => c.id));
  return db.cards.filter(
    (c) => c.board_id === boardId && c.deleted_at == null && columnIds.has(c.column_id),
  );
}

export interface BoardPayloadInput {
  db: Db;
  board: BoardRecord;
  user: UserRecord;
  level: PermissionLevel | null;
  now: Date;
  /** Defaults to every live column and card (archived ones included). */
  columns?: ColumnRecord[];
  cards?: CardRecord[];
}

/** The full board read (spec 2.1); search reuses it with restricted columns and cards. */
export function boardPayload(input: BoardPayloadInput) {
  const { db, board, user, level, now } = input;
  const columns = input.columns ?? liveColumns(db, board.id);
  const cards = input.cards ?? liveCards(db, board.id);
  const index = buildCardIndex(db, user.id);
  const member = boardMembers(db, board.id).find((m) => m.user_id === user.id);
  return {
    ...boardJson(board),
    members: membersMap(db, board.id),
    tags: Object.fromEntries(boardTags(db, board).map((t) => [String(t.id), tagJson(t)])),
    columns: Object.fromEntries(columns.map((c) => [String(c.id), columnJson(c)])),
    cards: cards.map((card) => listedCardJson(card, index, now)),
    custom_field_definitions: boardDefinitions(db, board).map(customFieldDefinitionJson),
    permissions: abilitiesFor(level),
    preferences: {
      view_mode: member?.view_mode ?? 'view_kanban',
      notification: preferencesOf(db, board.id, user.id),
    },
  };
}
