import {
  documentFromText,
  isValidEditorDocument,
  serializeDocument,
} from '@/domain/editor-document';
import { LIMITS } from '@/domain/limits';
import type {
  ImportCard,
  ImportField,
  ImportFieldType,
  ImportFieldValue,
  ImportModel,
  ImportRelation,
  LeftOut,
} from '../model/import-model';
import { clip, uniqueNamer } from '../model/names';
import { fail, MAX_CARDS } from '../model/problems';
import {
  bool,
  isObject,
  isoOrNull,
  objects,
  text,
  textOrNull,
  type Json,
} from '../model/read-json';
import { OWN_EXPORT_FORMAT, OWN_EXPORT_VERSION } from './own-export';

/** Is this parsed JSON a board exported from this app (any version)? */
export function looksLikeOwnExport(json: unknown): json is Json {
  return isObject(json) && json.format === OWN_EXPORT_FORMAT;
}

const FIELD_TYPES: readonly ImportFieldType[] = ['text', 'number', 'select', 'checkbox', 'date'];
const LEFT_OUT: readonly LeftOut['what'][] = ['looks', 'files', 'fieldTypes', 'outsideRelations'];
const RELATION_KINDS: readonly ImportRelation['kind'][] = [
  'parent',
  'blocks',
  'relates_to',
  'duplicates',
];

/** A document string as the service takes it; anything else becomes a paragraph of its text. */
function documentOrText(value: unknown): string | null {
  if (isValidEditorDocument(value)) return value;
  const plain = text(value).trim();
  return plain === '' ? null : serializeDocument(documentFromText(plain));
}

function fieldValue(value: unknown): ImportFieldValue | null {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}

/**
 * Our own export back to an import: the file is already the import's model, so this only
 * checks it (an untrusted file: every value read tolerantly, names made valid and unique, keys
 * that point nowhere dropped). Throws `ImportProblemError` on another version or too many cards.
 */
export function mapOwnExport(json: Json): ImportModel {
  if (json.version !== OWN_EXPORT_VERSION)
    fail({
      kind: 'wrongShape',
      detail: `a board export of version ${String(json.version)}; this app reads version ${OWN_EXPORT_VERSION}`,
    });
  const board = isObject(json.board) ? json.board : {};
  const rawCards = objects(json.cards);
  if (rawCards.length > MAX_CARDS)
    fail({ kind: 'tooManyCards', count: rawCards.length, limit: MAX_CARDS });

  const columnName = uniqueNamer(1, LIMITS.columnName.max);
  const columns = objects(json.columns).map((column, index) => ({
    key: text(column.key) || `column-${index}`,
    name: columnName(text(column.name), `Column ${index + 1}`),
    archived: bool(column.archived),
  }));
  const tagName = uniqueNamer(LIMITS.tagName.min, LIMITS.tagName.max);
  const tags = objects(json.tags).map((tag, index) => ({
    key: text(tag.key) || `tag-${index}`,
    name: tagName(text(tag.name), `Tag ${index + 1}`),
    color: /^#[0-9a-f]{6}$/i.test(text(tag.color)) ? text(tag.color) : '#6b7280',
  }));
  const fieldName = uniqueNamer(1, 60);
  const fields: ImportField[] = objects(json.fields).flatMap((field, index) => {
    const type = FIELD_TYPES.find((known) => known === field.type);
    if (!type) return [];
    const optionLabel = uniqueNamer(1, 60);
    return [
      {
        key: text(field.key) || `field-${index}`,
        name: fieldName(text(field.name), `Field ${index + 1}`),
        type,
        options:
          type === 'select'
            ? objects(field.options).map((option, at) => ({
                key: text(option.key),
                label: optionLabel(text(option.label), `Option ${at + 1}`),
                color: text(option.color) || '#6b7280',
              }))
            : [],
      },
    ];
  });
  const people = objects(json.people).map((person, index) => ({
    key: text(person.key) || `person-${index}`,
    name: text(person.name) || `Person ${index + 1}`,
    username: textOrNull(person.username),
  }));

  const known = (keys: { key: string }[]) => {
    const set = new Set(keys.map((k) => k.key));
    return (value: unknown) => (typeof value === 'string' && set.has(value) ? [value] : []);
  };
  const tagKey = known(tags);
  const personKey = known(people);
  const fieldKeys = new Set(fields.map((f) => f.key));
  const columnKeys = new Set(columns.map((c) => c.key));

  // Relations point at cards by key; a key no card of the file has is dropped with its relation.
  const cardKeys = new Set(
    rawCards.flatMap((card) => (columnKeys.has(text(card.columnKey)) ? [text(card.key)] : [])),
  );
  const relationsOf = (card: Json): ImportRelation[] =>
    objects(card.relations).flatMap((relation) => {
      const kind = RELATION_KINDS.find((known) => known === relation.kind);
      const cardKey = text(relation.cardKey);
      return kind && cardKeys.has(cardKey) && cardKey !== text(card.key) ? [{ kind, cardKey }] : [];
    });

  const cards: ImportCard[] = rawCards.flatMap((card, index) => {
    const columnKey = text(card.columnKey);
    if (!columnKeys.has(columnKey)) return [];
    const values = isObject(card.fieldValues) ? card.fieldValues : {};
    return [
      {
        key: text(card.key) || `card-${index}`,
        columnKey,
        title: clip(text(card.title).trim() || '—', LIMITS.cardTitle.max),
        content: documentOrText(card.content),
        due: isoOrNull(card.due),
        completed: bool(card.completed),
        archived: bool(card.archived),
        tagKeys: (Array.isArray(card.tagKeys) ? card.tagKeys : []).flatMap(tagKey),
        personKeys: (Array.isArray(card.personKeys) ? card.personKeys : []).flatMap(personKey),
        checklists: objects(card.checklists).map((checklist) => ({
          title: clip(text(checklist.title).trim() || 'Checklist', 255),
          items: objects(checklist.items).map((item) => ({
            title: clip(text(item.title).trim() || '—', 255),
            done: bool(item.done),
            due: isoOrNull(item.due),
            personKey: personKey(item.personKey)[0] ?? null,
          })),
        })),
        comments: objects(card.comments).map((comment) => ({
          author: text(comment.author),
          at: isoOrNull(comment.at) ?? '',
          text: isValidEditorDocument(comment.content) ? '' : text(comment.content),
          content: isValidEditorDocument(comment.content) ? comment.content : null,
        })),
        fieldValues: Object.fromEntries(
          Object.entries(values).flatMap(([key, value]) => {
            const readable = fieldValue(value);
            return fieldKeys.has(key) && readable !== null ? [[key, readable]] : [];
          }),
        ),
        relations: relationsOf(card),
      },
    ];
  });

  return {
    source: 'own',
    boardName: clip(text(board.name).trim() || 'Imported board', LIMITS.boardName.max),
    boardDescription: textOrNull(board.description),
    columns,
    tags,
    fields,
    people,
    cards,
    leftOut: objects(json.leftOut).flatMap((item) => {
      const what = LEFT_OUT.find((known) => known === item.what);
      const count = typeof item.count === 'number' ? item.count : 0;
      return what && count > 0 ? [{ what, count }] : [];
    }),
  };
}
