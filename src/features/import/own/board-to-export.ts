import type { CardRelation } from '@/api/extensions/relations';
import type { BoardWorkingSet, CardComment, CardDetail } from '@/api/types';
import type { ImportFieldType, ImportFieldValue, ImportPerson } from '../model/import-model';
import { exportedRelations } from './export-relations';
import {
  OWN_EXPORT_FORMAT,
  OWN_EXPORT_VERSION,
  type OwnExport,
  type OwnExportCard,
} from './own-export';

const FIELD_TYPES: readonly ImportFieldType[] = ['text', 'number', 'select', 'checkbox', 'date'];

export interface BoardExportInput {
  board: BoardWorkingSet;
  /** Each card's single read (checklists, assignees, custom field values). */
  details: ReadonlyMap<number, CardDetail>;
  /** Each card's comments, oldest first (cards without comments may be absent). */
  comments: ReadonlyMap<number, readonly CardComment[]>;
  /** Each card's relations (CONTRACT 4d); absent when the server has none. */
  relations?: ReadonlyMap<number, readonly CardRelation[]>;
  now: Date;
}

const readableValue = (value: unknown): ImportFieldValue | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;

/**
 * A board read to our own export: live columns by order (archived ones marked), live ordinary
 * cards by column then order, the board's tags and the common tags its cards use, fields of the
 * types an import can write, and the people its cards and items name. Keys are the board's ids.
 */
export function boardToExport({
  board,
  details,
  comments,
  relations = new Map(),
  now,
}: BoardExportInput): OwnExport {
  const columns = Object.values(board.columns)
    .filter((c) => c.deleted_at == null)
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const columnOrder = new Map(columns.map((c, index) => [c.id, index]));
  const cards = board.cards
    .filter((c) => c.deleted_at == null && c.type === 'ORDINARY' && columnOrder.has(c.column_id))
    .sort(
      (a, b) =>
        (columnOrder.get(a.column_id) ?? 0) - (columnOrder.get(b.column_id) ?? 0) ||
        a.order - b.order ||
        a.id - b.id,
    );

  const people = new Map<number, ImportPerson>();
  for (const member of Object.values(board.members))
    people.set(member.id, {
      key: String(member.id),
      name: member.name,
      username: member.username || null,
    });
  const person = (user: { id: number; name: string }) => {
    if (!people.has(user.id))
      people.set(user.id, { key: String(user.id), name: user.name, username: null });
    return String(user.id);
  };
  const namedPeople = new Set<string>();
  const usedTags = new Set<number>();

  const definitions = board.custom_field_definitions.filter((d) => d.deleted_at == null);
  const exportable = definitions.flatMap((d) => {
    const type = FIELD_TYPES.find((known) => known === d.type);
    return type ? [{ ...d, type }] : [];
  });
  const exportableIds = new Set(exportable.map((d) => d.id));
  const usedFields = new Set<number>();
  const links = exportedRelations(relations, new Set(cards.map((c) => c.id)));
  let files = 0;
  let looks = columns.filter((c) => c.color !== null || c.icon !== null).length;

  const exported: OwnExportCard[] = cards.map((listed) => {
    const card = details.get(listed.id);
    const source = card ?? listed;
    files += card ? card.files.length : listed.files_count;
    if (source.cover_color !== null || source.icon !== null) looks += 1;
    const assignees = card ? card.assignees.map(person) : source.assignees_ids.map(String);
    for (const key of assignees) namedPeople.add(key);
    for (const id of source.tags_ids) usedTags.add(id);
    const fieldValues: Record<string, ImportFieldValue> = {};
    for (const [id, value] of Object.entries(source.custom_fields)) {
      const readable = readableValue(value);
      if (readable === null || !exportableIds.has(Number(id))) continue;
      fieldValues[id] = readable;
      usedFields.add(Number(id));
    }
    return {
      key: String(listed.id),
      columnKey: String(listed.column_id),
      title: source.title,
      content: source.content,
      due: source.due_date,
      completed: source.completed_at !== null,
      archived: source.status === 'ARCHIVED' || source.archived_at !== null,
      tagKeys: source.tags_ids.map(String),
      personKeys: assignees,
      checklists: (card?.checklists ?? []).map((checklist) => ({
        title: checklist.title,
        items: checklist.items.map((item) => {
          const first = item.assignees[0];
          const personKey = first ? person(first) : null;
          if (personKey) namedPeople.add(personKey);
          return {
            title: item.title,
            done: item.is_completed,
            due: item.due_date,
            personKey,
          };
        }),
      })),
      comments: (comments.get(listed.id) ?? []).map((comment) => ({
        author: comment.user?.name ?? '',
        at: comment.created_at ?? '',
        content: comment.content,
      })),
      fieldValues,
      ...(links.byCard.has(listed.id) ? { relations: links.byCard.get(listed.id) } : {}),
    };
  });

  const tags = Object.values(board.tags).filter(
    (tag) => tag.board_id === board.id || usedTags.has(tag.id),
  );
  const fields = exportable.filter((d) => !d.is_global || usedFields.has(d.id));
  const otherTypes = definitions.length - exportable.length;

  return {
    format: OWN_EXPORT_FORMAT,
    version: OWN_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    board: { name: board.name, description: board.description },
    columns: columns.map((c) => ({
      key: String(c.id),
      name: c.name,
      archived: c.archived_at !== null,
    })),
    tags: tags.map((tag) => ({ key: String(tag.id), name: tag.name, color: tag.color })),
    fields: fields.map((d) => ({
      key: String(d.id),
      name: d.name,
      type: d.type,
      options: (d.config?.options ?? []).map((o) => ({
        key: o.id,
        label: o.label,
        color: o.color,
      })),
    })),
    people: [...people.values()].filter((p) => namedPeople.has(p.key)),
    cards: exported,
    leftOut: [
      { what: 'looks', count: looks },
      { what: 'files', count: files },
      { what: 'fieldTypes', count: otherTypes },
      { what: 'outsideRelations', count: links.outside },
    ].filter((item) => item.count > 0),
  };
}
