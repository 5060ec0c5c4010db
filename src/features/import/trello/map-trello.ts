import { serializeDocument, type EditorNode } from '@/domain/editor-document';
import { LIMITS } from '@/domain/limits';
import { safeHttpUrl } from '@/lib/safe-url';
import type {
  ImportCard,
  ImportChecklist,
  ImportColumn,
  ImportComment,
  ImportField,
  ImportFieldType,
  ImportFieldValue,
  ImportModel,
  ImportPerson,
  ImportTag,
  LeftOut,
} from '../model/import-model';
import { markdownToDocument } from '../model/markdown';
import { clip, uniqueNamer } from '../model/names';
import { fail, MAX_CARDS } from '../model/problems';
import {
  bool,
  isObject,
  isoOrNull,
  numberOr,
  objects,
  text,
  textOrNull,
  type Json,
} from '../model/read-json';
import { trelloColor } from './trello-colors';

/** Is this parsed JSON a Trello board export? (A board: `lists` and `cards` arrays.) */
export function looksLikeTrello(json: unknown): boolean {
  return isObject(json) && Array.isArray(json.lists) && Array.isArray(json.cards);
}

const FIELD_TYPES: Record<string, ImportFieldType> = {
  text: 'text',
  number: 'number',
  date: 'date',
  checkbox: 'checkbox',
  list: 'select',
};

const byPos = (a: Json, b: Json) => numberOr(a.pos, 0) - numberOr(b.pos, 0);

/**
 * A Trello board export (Board menu → Print, export and share → Export as JSON) to an import:
 * lists → columns (closed lists → archived columns), cards by `pos`, labels → tags, checklists,
 * `commentCard` actions → comments, custom fields → definitions and values, attachments → links
 * at the end of the description. Throws `ImportProblemError` on the wrong shape.
 */
export function mapTrello(json: unknown): ImportModel {
  if (!isObject(json) || !looksLikeTrello(json))
    return fail({ kind: 'wrongShape', detail: 'a Trello board has "lists" and "cards"' });
  const allCards = objects(json.cards);
  if (allCards.length > MAX_CARDS)
    fail({ kind: 'tooManyCards', count: allCards.length, limit: MAX_CARDS });

  const columnName = uniqueNamer(1, LIMITS.columnName.max);
  const lists = objects(json.lists).sort(byPos);
  const columns: ImportColumn[] = lists.map((list, index) => ({
    key: text(list.id) || `list-${index}`,
    name: columnName(text(list.name), `List ${index + 1}`),
    archived: bool(list.closed),
  }));
  const columnKeys = new Set(columns.map((c) => c.key));

  const tagName = uniqueNamer(2, 40);
  const tags: ImportTag[] = objects(json.labels).map((label, index) => {
    const color = trelloColor(label.color);
    return {
      key: text(label.id) || `label-${index}`,
      name: tagName(text(label.name), color.name),
      color: color.hex,
    };
  });
  const tagKeys = new Set(tags.map((t) => t.key));

  const people: ImportPerson[] = objects(json.members).map((member, index) => ({
    key: text(member.id) || `member-${index}`,
    name: text(member.fullName) || text(member.username) || `Member ${index + 1}`,
    username: textOrNull(member.username),
  }));
  const peopleByKey = new Map(people.map((p) => [p.key, p]));

  const leftOut: LeftOut[] = [];
  const fieldName = uniqueNamer(1, 60);
  const fields: ImportField[] = [];
  let unknownFieldTypes = 0;
  for (const [index, field] of objects(json.customFields).entries()) {
    const type = FIELD_TYPES[text(field.type)];
    if (!type) {
      unknownFieldTypes += 1;
      continue;
    }
    const optionLabel = uniqueNamer(1, 60);
    fields.push({
      key: text(field.id) || `field-${index}`,
      name: fieldName(text(field.name), `Field ${index + 1}`),
      type,
      options:
        type === 'select'
          ? objects(field.options)
              .sort(byPos)
              .slice(0, 100)
              .map((option, at) => ({
                key: text(option.id),
                label: optionLabel(
                  text(isObject(option.value) ? option.value.text : ''),
                  `Option ${at + 1}`,
                ),
                color: trelloColor(option.color === 'none' ? null : option.color).hex,
              }))
          : [],
    });
  }
  if (unknownFieldTypes > 0) leftOut.push({ what: 'fieldTypes', count: unknownFieldTypes });
  const fieldsByKey = new Map(fields.map((f) => [f.key, f]));

  const checklistsByCard = new Map<string, ImportChecklist[]>();
  for (const checklist of objects(json.checklists).sort(byPos)) {
    const cardId = text(checklist.idCard);
    const list = checklistsByCard.get(cardId) ?? [];
    list.push({
      title: clip(text(checklist.name).trim() || 'Checklist', 255),
      items: objects(checklist.checkItems)
        .sort(byPos)
        .map((item) => ({
          title: clip(text(item.name).trim() || '—', 255),
          done: text(item.state) === 'complete',
          due: isoOrNull(item.due),
          personKey: peopleByKey.has(text(item.idMember)) ? text(item.idMember) : null,
        })),
    });
    checklistsByCard.set(cardId, list);
  }

  const commentsByCard = new Map<string, ImportComment[]>();
  for (const action of objects(json.actions)) {
    if (text(action.type) !== 'commentCard' || !isObject(action.data)) continue;
    const cardId = isObject(action.data.card) ? text(action.data.card.id) : '';
    const creator = isObject(action.memberCreator) ? action.memberCreator : {};
    const author =
      text(creator.fullName) ||
      peopleByKey.get(text(action.idMemberCreator))?.name ||
      text(creator.username) ||
      'Someone';
    const list = commentsByCard.get(cardId) ?? [];
    list.push({ author, at: isoOrNull(action.date) ?? '', text: text(action.data.text) });
    commentsByCard.set(cardId, list);
  }
  // Trello lists actions newest first; comments read oldest first.
  for (const list of commentsByCard.values()) list.sort((a, b) => a.at.localeCompare(b.at));

  const columnOrder = new Map(columns.map((c, index) => [c.key, index]));
  let orphans = 0;
  let votes = 0;
  let stickers = 0;
  const cards: ImportCard[] = [];
  for (const [index, card] of allCards.entries()) {
    const columnKey = text(card.idList);
    if (!columnKeys.has(columnKey)) {
      orphans += 1;
      continue;
    }
    votes += Array.isArray(card.idMembersVoted) ? card.idMembersVoted.length : 0;
    stickers += Array.isArray(card.stickers) ? card.stickers.length : 0;
    const key = text(card.id) || `card-${index}`;
    const name = text(card.name).trim() || 'Untitled card';
    cards.push({
      key,
      columnKey,
      title: clip(name, LIMITS.cardTitle.max),
      content: cardContent(card, name),
      due: isoOrNull(card.due),
      completed: bool(card.dueComplete),
      archived: bool(card.closed),
      tagKeys: stringList(card.idLabels).filter((id) => tagKeys.has(id)),
      personKeys: stringList(card.idMembers).filter((id) => peopleByKey.has(id)),
      checklists: checklistsByCard.get(key) ?? [],
      comments: commentsByCard.get(key) ?? [],
      fieldValues: fieldValues(card, fieldsByKey),
    });
  }
  const position = new Map(allCards.map((card) => [text(card.id), numberOr(card.pos, 0)]));
  cards.sort(
    (a, b) =>
      (columnOrder.get(a.columnKey) ?? 0) - (columnOrder.get(b.columnKey) ?? 0) ||
      (position.get(a.key) ?? 0) - (position.get(b.key) ?? 0),
  );
  if (orphans > 0) leftOut.push({ what: 'other', count: orphans, detail: 'cards of no list' });
  if (votes > 0) leftOut.push({ what: 'votes', count: votes });
  if (stickers > 0) leftOut.push({ what: 'stickers', count: stickers });

  return {
    source: 'trello',
    boardName: clip(text(json.name).trim() || 'Trello board', LIMITS.boardName.max),
    boardDescription: textOrNull(json.desc)
      ? clip(text(json.desc), LIMITS.boardDescription.max)
      : null,
    columns,
    tags,
    fields,
    people,
    cards,
    leftOut,
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The description's Markdown, a cut title's full text, the start date and the attachments as links. */
function cardContent(card: Json, name: string): string | null {
  const blocks: EditorNode[] = [];
  if (name.length > LIMITS.cardTitle.max) blocks.push(paragraph([{ type: 'text', text: name }]));
  const description = text(card.desc);
  if (description.trim() !== '') blocks.push(...(markdownToDocument(description).content ?? []));
  const start = isoOrNull(card.start);
  if (start) blocks.push(paragraph([{ type: 'text', text: `Start: ${start.slice(0, 10)}` }]));
  const links = objects(card.attachments).flatMap((attachment) => {
    const href = safeHttpUrl(text(attachment.url));
    if (!href) return [];
    const label = text(attachment.name).trim() || href;
    return [
      {
        type: 'listItem',
        content: [
          paragraph([{ type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] }]),
        ],
      },
    ];
  });
  if (links.length > 0) {
    blocks.push(paragraph([{ type: 'text', text: 'Attachments', marks: [{ type: 'bold' }] }]));
    blocks.push({ type: 'bulletList', content: links });
  }
  if (blocks.length === 0) return null;
  const json = serializeDocument({ type: 'doc', content: blocks });
  // Over the service's limit (100,000 characters): the description as plain text, cut.
  return json.length <= 90_000
    ? json
    : serializeDocument({
        type: 'doc',
        content: [paragraph([{ type: 'text', text: clip(description, 80_000) }])],
      });
}

function paragraph(content: EditorNode[]): EditorNode {
  return { type: 'paragraph', content };
}

function fieldValues(
  card: Json,
  fields: Map<string, ImportField>,
): Record<string, ImportFieldValue> {
  const values: Record<string, ImportFieldValue> = {};
  for (const item of objects(card.customFieldItems)) {
    const field = fields.get(text(item.idCustomField));
    if (!field) continue;
    const value = isObject(item.value) ? item.value : {};
    switch (field.type) {
      case 'text':
        if (text(value.text) !== '') values[field.key] = text(value.text);
        break;
      case 'number': {
        const number = numberOr(value.number, NaN);
        if (Number.isFinite(number)) values[field.key] = number;
        break;
      }
      case 'date': {
        const date = isoOrNull(value.date);
        if (date) values[field.key] = date;
        break;
      }
      case 'checkbox':
        values[field.key] = bool(value.checked);
        break;
      case 'select':
        if (field.options.some((o) => o.key === text(item.idValue)))
          values[field.key] = text(item.idValue);
        break;
    }
  }
  return values;
}
