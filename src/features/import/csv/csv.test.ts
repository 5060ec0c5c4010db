import { describe, expect, it } from 'vitest';
import { parseEditorDocument, documentPlainText } from '@/domain/editor-document';
import { parseImportFile } from '../parse/parse-file';
import { guessMapping, mapCsv, parseCsvDate } from './map-csv';
import { readCsv } from './read-csv';

const JIRA = [
  'Summary,Issue key,Status,Description,Due Date,Labels,Assignee,Story Points',
  'Ship login,PB-1,To Do,"Two lines:\nfirst, then second",2026-04-01,"auth, web",Maya Manager,3',
  'Fix <script>alert(1)</script>,PB-2,In Progress,,11.04.2026,web,Someone Else,',
  'Write docs,PB-3,Done,Short,not a date,,,5',
  'Plan Q3,PB-4,to do,,,auth,,',
].join('\r\n');

describe('CSV import', () => {
  const table = readCsv(JIRA);

  it('reads quoted fields with commas and newlines', () => {
    expect(table.headers).toHaveLength(8);
    expect(table.rows).toHaveLength(4);
    expect(table.rows[0]?.[3]).toBe('Two lines:\nfirst, then second');
  });

  it('guesses the mapping from Jira and Asana header names', () => {
    expect(guessMapping(table.headers)).toEqual({
      title: 0,
      status: 2,
      description: 3,
      due: 4,
      tags: 5,
      assignees: 6,
      key: 1,
      parent: null,
      blocks: null,
      fields: [],
    });
    expect(guessMapping(['Task ID', 'Name', 'Section/Column', 'Due Date'])).toMatchObject({
      title: 1,
      status: 2,
      due: 3,
    });
  });

  it('maps rows to cards: statuses to columns, tags, people, dates, text fields', () => {
    const model = mapCsv(table, { ...guessMapping(table.headers), fields: [7] }, 'Jira');
    expect(model.columns.map((c) => c.name)).toEqual(['To Do', 'In Progress', 'Done']);
    expect(model.cards.map((c) => c.columnKey)).toEqual(['to do', 'in progress', 'done', 'to do']);
    expect(model.tags.map((t) => t.name)).toEqual(['auth', 'web']);
    expect(model.cards[0]?.tagKeys).toEqual(['auth', 'web']);
    expect(model.people.map((p) => p.name)).toEqual(['Maya Manager', 'Someone Else']);
    expect(model.cards[0]?.due).toBe('2026-04-01T00:00:00.000Z');
    expect(model.cards[1]?.due).toBe('2026-04-11T00:00:00.000Z');
    expect(model.cards[2]?.due).toBeNull();
    expect(model.leftOut).toEqual([
      { what: 'other', count: 1, detail: 'due dates that could not be read' },
    ]);
    expect(model.cards[1]?.title).toBe('Fix <script>alert(1)</script>');
    const doc = parseEditorDocument(model.cards[0]?.content);
    expect(documentPlainText(doc ?? { type: 'doc' })).toBe('Two lines:\nfirst, then second');
    expect(model.fields).toEqual([
      { key: 'field:7', name: 'Story Points', type: 'text', options: [] },
    ]);
    expect(model.cards[0]?.fieldValues).toEqual({ 'field:7': '3' });
  });

  it("maps Jira's Parent and Blocks to relations by issue key; an unknown key is left out", () => {
    const linked = readCsv(
      [
        'Summary,Issue key,Parent,Blocks',
        'Epic,PB-1,,',
        'Part one,PB-2,PB-1,"pb-3, PB-9"',
        'Part two,PB-3,PB-1,',
      ].join('\n'),
    );
    const mapping = guessMapping(linked.headers);
    expect(mapping).toMatchObject({ key: 1, parent: 2, blocks: 3 });
    const model = mapCsv(linked, mapping, 'Jira');
    expect(model.cards.map((card) => card.relations)).toEqual([
      [],
      [
        { kind: 'parent', cardKey: 'row:2' },
        { kind: 'blocks', cardKey: 'row:4' },
      ],
      [{ kind: 'parent', cardKey: 'row:2' }],
    ]);
    expect(model.leftOut).toEqual([
      { what: 'other', count: 1, detail: 'links to issues that are not in the file' },
    ]);
    // Without a key column nothing can be linked.
    const unkeyed = mapCsv(linked, { ...mapping, key: null }, 'Jira');
    expect(unkeyed.cards.every((card) => card.relations?.length === 0)).toBe(true);
  });

  it('without a status column every card goes into one column', () => {
    const model = mapCsv(table, { ...guessMapping(table.headers), status: null }, 'x');
    expect(model.columns).toEqual([{ key: 'imported', name: 'Imported', archived: false }]);
  });

  it('dates', () => {
    expect(parseCsvDate('03/11/2026')).toBe('2026-03-11T00:00:00.000Z');
    expect(parseCsvDate('2026-03-11T10:30:00Z')).toBe('2026-03-11T10:30:00.000Z');
    expect(parseCsvDate('soon')).toBeNull();
  });
});

describe('CSV: bad files', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const clock = () => 0;

  it('a quote left open is refused with its row', () => {
    const parsed = parseImportFile(
      'broken.csv',
      bytes('Title,Status\n"Open quote,To Do\nNext,Done\n'),
      clock,
    );
    expect(parsed).toMatchObject({ ok: false, problem: { kind: 'csvBroken', row: 2 } });
  });

  it('a header without rows', () => {
    expect(parseImportFile('empty.csv', bytes('Title,Status\n'), clock)).toMatchObject({
      problem: { kind: 'empty' },
    });
  });

  it('Latin-1 and UTF-16 spreadsheets are read and said', () => {
    const latin1 = Uint8Array.from('Title,Status\nCafé crème,Doing\n', (ch) => ch.charCodeAt(0));
    expect(parseImportFile('latin.csv', latin1, clock)).toMatchObject({
      ok: true,
      kind: 'table',
      encoding: 'windows-1252',
      table: { rows: [['Café crème', 'Doing']] },
    });
    const text = 'Title\tStatus\nÜbersicht\tDone\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i += 1) utf16[2 + i * 2] = text.charCodeAt(i);
    expect(parseImportFile('excel.txt', utf16, clock)).toMatchObject({
      ok: true,
      encoding: 'utf-16le',
      table: { delimiter: '\t', rows: [['Übersicht', 'Done']] },
    });
  });
});
