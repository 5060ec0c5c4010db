import { describe, expect, it } from 'vitest';
import { parseImportFile } from '../parse/parse-file';
import { OWN_EXPORT_FORMAT } from './own-export';

const utf8 = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const clock = () => 0;

describe('our own export, read back from an untrusted file', () => {
  it('another version is refused with a reason', () => {
    const parsed = parseImportFile(
      'b.board.json',
      utf8({ format: OWN_EXPORT_FORMAT, version: 9 }),
      clock,
    );
    expect(parsed).toMatchObject({
      ok: false,
      problem: { kind: 'wrongShape', detail: expect.stringMatching(/version 9/) as string },
    });
  });

  it('too many cards are refused', () => {
    const cards = Array.from({ length: 10_001 }, (_, i) => ({ key: String(i), columnKey: 'c' }));
    const parsed = parseImportFile(
      'b.board.json',
      utf8({ format: OWN_EXPORT_FORMAT, version: 1, columns: [{ key: 'c', name: 'C' }], cards }),
      clock,
    );
    expect(parsed).toMatchObject({ ok: false, problem: { kind: 'tooManyCards', count: 10_001 } });
  });

  it('keeps what is valid: markup stays text, dangling keys and unknown field types are dropped', () => {
    const parsed = parseImportFile(
      'b.board.json',
      utf8({
        format: OWN_EXPORT_FORMAT,
        version: 1,
        board: { name: '<b>Plans</b>', description: null },
        columns: [{ key: 'c', name: 'Todo', archived: false }],
        tags: [{ key: 't', name: 'Bug', color: 'red; x' }],
        fields: [
          { key: 'f', name: 'Who', type: 'person', options: [] },
          { key: 'n', name: 'Points', type: 'number', options: [] },
        ],
        people: [],
        cards: [
          {
            key: '1',
            columnKey: 'c',
            title: '<img src=x onerror=alert(1)>',
            content: '<script>alert(1)</script>',
            due: 'not a date',
            tagKeys: ['t', 'gone'],
            personKeys: ['nobody'],
            checklists: [{ title: 'L', items: [{ title: 'I', done: true, personKey: 'nobody' }] }],
            comments: [{ author: 'Eve', at: '2026-01-02T03:04:05Z', content: 'plain words' }],
            fieldValues: { f: 3, n: 5, gone: 1 },
          },
          { key: '2', columnKey: 'no such column', title: 'Lost' },
        ],
      }),
      clock,
    );
    if (!parsed.ok || parsed.kind !== 'model') throw new Error('not read');
    const { model } = parsed;
    expect(model.source).toBe('own');
    expect(model.boardName).toBe('<b>Plans</b>');
    expect(model.tags).toEqual([{ key: 't', name: 'Bug', color: '#6b7280' }]);
    expect(model.fields.map((f) => f.name)).toEqual(['Points']);
    expect(model.cards).toHaveLength(1);
    const [card] = model.cards;
    expect(card).toMatchObject({
      title: '<img src=x onerror=alert(1)>',
      due: null,
      tagKeys: ['t'],
      personKeys: [],
      fieldValues: { n: 5 },
      checklists: [{ title: 'L', items: [{ title: 'I', done: true, due: null, personKey: null }] }],
      comments: [{ author: 'Eve', text: 'plain words', content: null }],
    });
    // Not an editor document: a paragraph of its text, never markup.
    expect(JSON.parse(card?.content ?? '')).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      ],
    });
  });

  it('keeps relations between its own cards; unknown kinds, dangling and self keys are dropped', () => {
    const parsed = parseImportFile(
      'b.board.json',
      utf8({
        format: OWN_EXPORT_FORMAT,
        version: 1,
        columns: [{ key: 'c', name: 'Todo' }],
        cards: [
          { key: '1', columnKey: 'c', title: 'Parent' },
          {
            key: '2',
            columnKey: 'c',
            title: 'Child',
            relations: [
              { kind: 'parent', cardKey: '1' },
              { kind: 'blocks', cardKey: '1' },
              { kind: 'owns', cardKey: '1' },
              { kind: 'relates_to', cardKey: '99' },
              { kind: 'duplicates', cardKey: '2' },
            ],
          },
          { key: '3', columnKey: 'gone', title: 'No column', relations: [] },
          { key: '4', columnKey: 'c', title: 'Points at the dropped card' },
        ],
        leftOut: [{ what: 'outsideRelations', count: 2 }],
      }),
      clock,
    );
    if (!parsed.ok || parsed.kind !== 'model') throw new Error(JSON.stringify(parsed));
    expect(parsed.model.cards.map((card) => card.relations)).toEqual([
      [],
      [
        { kind: 'parent', cardKey: '1' },
        { kind: 'blocks', cardKey: '1' },
      ],
      [],
    ]);
    expect(parsed.model.leftOut).toEqual([{ what: 'outsideRelations', count: 2 }]);
  });
});
