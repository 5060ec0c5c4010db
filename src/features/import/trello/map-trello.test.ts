import { describe, expect, it } from 'vitest';
import { parseEditorDocument, documentPlainText } from '@/domain/editor-document';
import { trelloExport } from '@test/trello-export';
import { ImportProblemError } from '../model/problems';
import { mapTrello } from './map-trello';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportProblemError) return error.problem;
    throw error;
  }
  return null;
};

describe('mapTrello', () => {
  const source = trelloExport({ cards: 40 });
  const model = mapTrello(source);

  it('lists become columns in list order, closed ones archived', () => {
    expect(model.columns.map((c) => [c.name, c.archived])).toEqual([
      ['To Do', false],
      ['Doing', false],
      ['Done', false],
      ['Old ideas', true],
    ]);
  });

  it('every card comes in, ordered by list then pos, closed cards archived', () => {
    expect(model.cards).toHaveLength(40);
    const todo = model.cards.filter((c) => c.columnKey === model.columns[0]?.key);
    const cards = source.cards as { id: string; pos: number; idList: string }[];
    const expected = cards
      .filter((c) => c.idList === model.columns[0]?.key)
      .sort((a, b) => a.pos - b.pos)
      .map((c) => c.id);
    expect(todo.map((c) => c.key)).toEqual(expected);
    expect(
      model.cards
        .filter((c) => c.archived)
        .map((c) => c.key)
        .sort(),
    ).toEqual(
      cards
        .filter((_, i) => (i + 1) % 13 === 0)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('labels become tags with palette colours; an unnamed label is named by its colour', () => {
    expect(model.tags.map((t) => [t.name, t.color])).toEqual([
      ['Bug', '#ef4444'],
      ['Feature', '#22c55e'],
      ['Purple', '#8b5cf6'],
      ['Design', '#06b6d4'],
    ]);
    const card3 = model.cards.find((c) => c.title.endsWith('#3'));
    expect(card3?.tagKeys).toHaveLength(2);
  });

  it('due dates, due-complete, descriptions, start dates and attachments', () => {
    const card = model.cards.find((c) => c.title.endsWith('#8'));
    expect(card?.due).toEqual((source.cards as { due: string }[])[7]?.due);
    expect(card?.completed).toBe(true);
    const doc = parseEditorDocument(card?.content);
    expect(doc?.content?.[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    expect(JSON.stringify(doc)).toContain('"href":"https://example.com/spec/8"');
    const withStart = model.cards.find((c) => c.title.endsWith('#10'));
    expect(documentPlainText(parseEditorDocument(withStart?.content) ?? { type: 'doc' })).toContain(
      'Start: 2026-03-01',
    );
    const withFile = model.cards.find((c) => c.title.endsWith('#6'));
    expect(JSON.stringify(parseEditorDocument(withFile?.content))).toContain(
      '"href":"https://docs.example.com/spec-6"',
    );
    expect(model.cards.find((c) => c.title.endsWith('#1'))?.content).toBeNull();
  });

  it('checklists with ticks, due dates and members', () => {
    const card = model.cards.find((c) => c.title.endsWith('#3'));
    expect(card?.checklists).toEqual([
      {
        title: 'Steps',
        items: [
          { title: 'Step 1', done: true, due: null, personKey: expect.any(String) },
          { title: 'Step 2', done: true, due: expect.any(String), personKey: null },
          { title: 'Step 3', done: true, due: null, personKey: null },
        ],
      },
    ]);
    const six = model.cards.find((c) => c.title.endsWith('#6'));
    expect(six?.checklists[0]?.items.map((i) => i.done)).toEqual([true, true, false]);
  });

  it('commentCard actions become comments, oldest first, with author and date; other actions are not comments', () => {
    const actions = (source.actions as { type: string; data: { card: { id: string } } }[]).filter(
      (a) => a.type === 'commentCard',
    );
    expect(model.cards.reduce((sum, c) => sum + c.comments.length, 0)).toBe(actions.length);
    const card = model.cards.find((c) => c.comments.length > 1);
    expect(card?.comments[0]?.author).toMatch(/^(Maya Manager|Eli Editor|Tom Trello)$/);
    expect((card?.comments[0]?.at ?? '') < (card?.comments[1]?.at ?? '')).toBe(true);
  });

  it('custom fields of every type become definitions and values', () => {
    expect(model.fields.map((f) => [f.name, f.type])).toEqual([
      ['Priority', 'select'],
      ['Estimate', 'number'],
      ['Customer', 'text'],
      ['Signed', 'checkbox'],
      ['Launch', 'date'],
    ]);
    expect(model.fields[0]?.options.map((o) => [o.label, o.color])).toEqual([
      ['High', '#ef4444'],
      ['Low', '#6b7280'],
    ]);
    const card = model.cards.find((c) => c.title.endsWith('#30'));
    const [priority, estimate, customer] = model.fields;
    expect(card?.fieldValues).toMatchObject({
      [priority?.key ?? '']: priority?.options[1]?.key,
      [estimate?.key ?? '']: 6,
      [customer?.key ?? '']: 'Client 30',
    });
    const seventySeven = mapTrello(trelloExport({ cards: 77 })).cards.find((c) =>
      c.title.endsWith('#77'),
    );
    expect(Object.values(seventySeven?.fieldValues ?? {})).toContain(true);
  });

  it('members are listed for matching, with their usernames', () => {
    expect(model.people.map((p) => [p.name, p.username])).toEqual([
      ['Maya Manager', 'mayamanager'],
      ['Eli Editor', 'elieditor'],
      ['Tom Trello', 'tomtrello'],
    ]);
  });

  it('HTML in names and descriptions stays text', () => {
    const hostile = trelloExport({ cards: 1 });
    const card = (hostile.cards as Record<string, unknown>[])[0] ?? {};
    card.name = '<img src=x onerror=alert(1)>';
    card.desc = '<script>alert(2)</script> [x](javascript:alert(3))';
    (hostile.lists as Record<string, unknown>[])[1] = {
      ...(hostile.lists as Record<string, unknown>[])[1],
      name: '<b>Doing</b>',
    };
    const mapped = mapTrello(hostile);
    expect(mapped.cards[0]?.title).toBe('<img src=x onerror=alert(1)>');
    expect(mapped.columns[1]?.name).toBe('<b>Doing</b>');
    const content = mapped.cards[0]?.content ?? '';
    expect(content).toContain('<script>alert(2)</script>');
    expect(content).not.toContain('javascript:');
  });

  it('refuses the wrong shape and too many cards', () => {
    expect(problemOf(() => mapTrello({ name: 'x' }))).toMatchObject({ kind: 'wrongShape' });
    expect(problemOf(() => mapTrello([1, 2]))).toMatchObject({ kind: 'wrongShape' });
    const huge = {
      lists: [{ id: 'l', name: 'L' }],
      cards: Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), idList: 'l', name: 'c' })),
    };
    expect(problemOf(() => mapTrello(huge))).toEqual({
      kind: 'tooManyCards',
      count: 20_000,
      limit: 10_000,
    });
  });
});
