import { documentFromText, serializeDocument } from '@/domain/editor-document';
import { LIMITS } from '@/domain/limits';
import type { ImportCard, ImportModel, ImportRelation } from '../model/import-model';
import { clip, uniqueNamer } from '../model/names';
import type { CsvTable } from './read-csv';

/** Which CSV column is what (indices into the headers; null: none). */
export interface CsvMapping {
  title: number | null;
  status: number | null;
  description: number | null;
  due: number | null;
  tags: number | null;
  assignees: number | null;
  /** Jira's "Issue key": what Parent and Blocks name. */
  key: number | null;
  /** Jira's "Parent": the parent's issue key. */
  parent: number | null;
  /** Jira's "Blocks" (an outward link): the keys of the issues this one blocks. */
  blocks: number | null;
  /** Columns brought in as text custom fields. */
  fields: number[];
}

const TAG_COLORS = [
  '#3b82f6',
  '#22c55e',
  '#f97316',
  '#8b5cf6',
  '#ec4899',
  '#06b6d4',
  '#eab308',
  '#ef4444',
];

const GUESSES: [keyof Omit<CsvMapping, 'fields'>, RegExp][] = [
  ['title', /^(title|summary|name|task|card|task name)$/i],
  ['status', /^(status|column|list|state|section(\/column)?)$/i],
  ['description', /^(description|desc|notes|details|body)$/i],
  ['due', /^(due|due date|due_date|deadline|due on)$/i],
  ['tags', /^(tags|labels|label|tag)$/i],
  ['assignees', /^(assignee|assignees|assigned to|owner|members)$/i],
  ['key', /^(issue key|key)$/i],
  ['parent', /^(parent|parent key|parent issue key)$/i],
  ['blocks', /^(blocks|outward issue link \(blocks\))$/i],
];

/** A first mapping from the header names (Jira: Summary, Status; Asana: Name, Section/Column, Due Date). */
export function guessMapping(headers: readonly string[]): CsvMapping {
  const mapping: CsvMapping = {
    title: null,
    status: null,
    description: null,
    due: null,
    tags: null,
    assignees: null,
    key: null,
    parent: null,
    blocks: null,
    fields: [],
  };
  for (const [role, pattern] of GUESSES) {
    const index = headers.findIndex((header) => pattern.test(header.trim()));
    if (index >= 0) mapping[role] = index;
  }
  mapping.title ??= 0;
  return mapping;
}

/** `2026-03-11`, `2026-03-11T10:00`, `11.03.2026` (day first), `03/11/2026` (month first). */
export function parseCsvDate(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : null;
  const date = dotted
    ? new Date(Date.UTC(Number(dotted[3]), Number(dotted[2]) - 1, Number(dotted[1])))
    : slashed
      ? new Date(Date.UTC(Number(slashed[3]), Number(slashed[1]) - 1, Number(slashed[2])))
      : new Date(iso ?? text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const split = (value: string) =>
  value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The CSV's rows as cards: statuses become columns (first seen first), tags and people by name. */
export function mapCsv(table: CsvTable, mapping: CsvMapping, boardName: string): ImportModel {
  const cell = (row: string[], index: number | null) =>
    index === null ? '' : (row[index] ?? '').trim();
  const columnName = uniqueNamer(1, LIMITS.columnName.max);
  const columns = new Map<string, string>();
  const tagName = uniqueNamer(2, 40);
  const tags = new Map<string, string>();
  const people = new Map<string, string>();
  const fieldName = uniqueNamer(1, 60);
  const fields = mapping.fields.map((index) => ({
    key: `field:${index}`,
    name: fieldName(table.headers[index] ?? '', `Field ${index + 1}`),
    type: 'text' as const,
    options: [],
  }));
  let undated = 0;
  // Issue keys to row keys, for Parent and Blocks; the first row with a key wins.
  const rowOfKey = new Map<string, string>();
  if (mapping.key !== null) {
    table.rows.forEach((row, index) => {
      const key = cell(row, mapping.key).toLocaleUpperCase();
      if (key !== '' && !rowOfKey.has(key)) rowOfKey.set(key, `row:${index + 2}`);
    });
  }
  let unknownLinks = 0;
  const relationsOf = (row: string[]): ImportRelation[] => {
    if (mapping.key === null) return [];
    const named = (kind: ImportRelation['kind'], keys: string[]) =>
      keys.flatMap((key): ImportRelation[] => {
        const cardKey = rowOfKey.get(key.toLocaleUpperCase());
        if (cardKey) return [{ kind, cardKey }];
        unknownLinks += 1;
        return [];
      });
    const parent = cell(row, mapping.parent);
    return [
      ...named('parent', parent === '' ? [] : [parent]),
      ...named('blocks', split(cell(row, mapping.blocks))),
    ];
  };
  const cards: ImportCard[] = table.rows.map((row, index) => {
    const status = cell(row, mapping.status) || 'Imported';
    const statusKey = status.toLocaleLowerCase();
    if (!columns.has(statusKey)) columns.set(statusKey, columnName(status, 'Imported'));
    const tagKeys = split(cell(row, mapping.tags)).map((name) => {
      const key = name.toLocaleLowerCase();
      if (!tags.has(key)) tags.set(key, tagName(name, `Tag ${tags.size + 1}`));
      return key;
    });
    const personKeys = split(cell(row, mapping.assignees)).map((name) => {
      const key = name.toLocaleLowerCase();
      if (!people.has(key)) people.set(key, name);
      return key;
    });
    const description = cell(row, mapping.description);
    const dueText = cell(row, mapping.due);
    const due = parseCsvDate(dueText);
    if (dueText !== '' && !due) undated += 1;
    const fieldValues: Record<string, string> = {};
    for (const [at, column] of mapping.fields.entries()) {
      const value = cell(row, column);
      const field = fields[at];
      if (value !== '' && field) fieldValues[field.key] = value.slice(0, 10_000);
    }
    return {
      key: `row:${index + 2}`,
      columnKey: statusKey,
      title: clip(cell(row, mapping.title) || `Row ${index + 2}`, LIMITS.cardTitle.max),
      content: description
        ? serializeDocument(documentFromText(description.slice(0, 80_000)))
        : null,
      due,
      completed: false,
      archived: false,
      tagKeys,
      personKeys,
      checklists: [],
      comments: [],
      fieldValues,
      relations: relationsOf(row),
    };
  });
  const leftOut: ImportModel['leftOut'] = [];
  if (undated > 0)
    leftOut.push({ what: 'other', count: undated, detail: 'due dates that could not be read' });
  if (unknownLinks > 0)
    leftOut.push({
      what: 'other',
      count: unknownLinks,
      detail: 'links to issues that are not in the file',
    });
  return {
    source: 'csv',
    boardName: clip(boardName, LIMITS.boardName.max),
    boardDescription: null,
    columns: [...columns].map(([key, name]) => ({ key, name, archived: false })),
    tags: [...tags].map(([key, name], index) => ({
      key,
      name,
      color: TAG_COLORS[index % TAG_COLORS.length] ?? '#6b7280',
    })),
    fields,
    people: [...people].map(([key, name]) => ({ key, name, username: null })),
    cards,
    leftOut,
  };
}
