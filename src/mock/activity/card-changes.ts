import { contentPlainText } from '@/domain/editor-document';
import type { CardActivityKind, Db, JsonObject, JsonValue } from '../db/types';
import type { CardSnapshot } from './card-snapshot';

export interface CardChange {
  kind: CardActivityKind;
  data: JsonObject;
}

/** Content can be 100,000 characters: the log keeps the start of its plain text. */
const CONTENT_EXCERPT = 140;

function excerpt(content: string | null): string | null {
  if (content == null) return null;
  const text = contentPlainText(content);
  return text.length > CONTENT_EXCERPT ? `${text.slice(0, CONTENT_EXCERPT - 1)}…` : text;
}

/** A column as a `moved` or `created` entry names it (CONTRACT 4c). */
export function columnRef(db: Db, id: number): JsonObject {
  return { column_id: id, name: db.columns.find((row) => row.id === id)?.name ?? null };
}

function named(rows: readonly { id: number; name: string }[], id: number): JsonObject {
  return { id, name: rows.find((row) => row.id === id)?.name ?? null };
}

const same = (a: JsonValue | undefined, b: JsonValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function fieldChanges(db: Db, before: CardSnapshot, after: CardSnapshot): CardChange[] {
  const changes: CardChange[] = [];
  const field = (name: string, from: JsonValue, to: JsonValue, extra: JsonObject = {}) => {
    if (!same(from, to))
      changes.push({ kind: 'field_changed', data: { field: name, ...extra, from, to } });
  };
  const [a, b] = [before.card, after.card];
  if (a.content !== b.content) {
    changes.push({
      kind: 'field_changed',
      data: { field: 'content', from: excerpt(a.content), to: excerpt(b.content) },
    });
  }
  // Archiving is its own entry (below); a status that only follows it is not repeated.
  const archiveChanged = (a.archived_at == null) !== (b.archived_at == null);
  if (!archiveChanged) field('status', a.status, b.status);
  field('due_date', a.due_date, b.due_date);
  field('cover_color', a.cover_color, b.cover_color);
  field('icon', a.icon, b.icon);
  field('pinned', a.pinned_at != null, b.pinned_at != null);
  field('completed', a.completed_at != null, b.completed_at != null);
  const tags = (ids: number[]) => [...ids].sort((x, y) => x - y).map((id) => named(db.tags, id));
  field('tags', tags(before.tagIds), tags(after.tagIds));
  const definitions = new Set([...before.customFields.keys(), ...after.customFields.keys()]);
  for (const id of [...definitions].sort((x, y) => x - y)) {
    field('custom_field', before.customFields.get(id) ?? null, after.customFields.get(id) ?? null, {
      definition: named(db.customFieldDefinitions, id),
    });
  }
  return changes;
}

function assigneeChanges(db: Db, before: CardSnapshot, after: CardSnapshot): CardChange[] {
  const had = new Set(before.assigneeIds);
  const has = new Set(after.assigneeIds);
  return [
    ...after.assigneeIds
      .filter((id) => !had.has(id))
      .map((id): CardChange => ({ kind: 'assigned', data: { user: named(db.users, id) } })),
    ...before.assigneeIds
      .filter((id) => !has.has(id))
      .map((id): CardChange => ({ kind: 'unassigned', data: { user: named(db.users, id) } })),
  ];
}

function tickChanges(db: Db, before: CardSnapshot, after: CardSnapshot): CardChange[] {
  const changes: CardChange[] = [];
  for (const [id, checked] of after.itemsChecked) {
    const was = before.itemsChecked.get(id);
    if (was === undefined || was === checked) continue;
    const label = db.checklistItems.find((item) => item.id === id)?.title ?? null;
    changes.push({ kind: 'ticked', data: { item: { id, label }, checked } });
  }
  return changes;
}

/**
 * The activity entries one write made on a card, in the order they read best (oldest first):
 * what a person did, told from the card and its rows before and after the write.
 */
export function cardChanges(db: Db, before: CardSnapshot, after: CardSnapshot): CardChange[] {
  const [a, b] = [before.card, after.card];
  const changes: CardChange[] = [];
  if (a.column_id !== b.column_id) {
    changes.push({
      kind: 'moved',
      data: { from: columnRef(db, a.column_id), to: columnRef(db, b.column_id) },
    });
  }
  if (a.title !== b.title) changes.push({ kind: 'renamed', data: { from: a.title, to: b.title } });
  changes.push(...fieldChanges(db, before, after));
  changes.push(...assigneeChanges(db, before, after));
  changes.push(...tickChanges(db, before, after));
  for (const id of after.liveCommentIds) {
    if (!before.liveCommentIds.has(id))
      changes.push({ kind: 'commented', data: { comment_id: id } });
  }
  if (a.archived_at == null && b.archived_at != null) changes.push({ kind: 'archived', data: {} });
  if (a.archived_at != null && b.archived_at == null) changes.push({ kind: 'restored', data: {} });
  if (a.deleted_at == null && b.deleted_at != null) changes.push({ kind: 'deleted', data: {} });
  return changes;
}
