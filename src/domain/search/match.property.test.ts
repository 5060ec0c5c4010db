import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_STATUSES, DUE_BUCKETS, SEARCH_STATUSES } from '../enums';
import type { SearchableCard, SearchFilters } from './filters';
import { matchCard, searchBoard } from './match';
import { at, DEFINITIONS, makeCard, makeColumn, NOW } from './test-fixtures';

const ctx = { now: NOW, definitions: DEFINITIONS };

const cardArb: fc.Arbitrary<SearchableCard> = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }),
    column: fc.integer({ min: 1, max: 3 }),
    title: fc.constantFrom('Launch plan', 'Fix bug', 'Write docs', 'Review'),
    status: fc.constantFrom(...CARD_STATUSES, null),
    archived: fc.boolean(),
    dueIn: fc.option(fc.integer({ min: -40, max: 90 }), { nil: null }),
    completed: fc.boolean(),
    tags: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    assignees: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    estimate: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
  })
  .map((r) =>
    makeCard({
      id: r.id,
      column_id: r.column,
      title: r.title,
      status: r.status,
      archived_at: r.archived ? at(-1) : null,
      due_date: r.dueIn == null ? null : at(r.dueIn),
      completed_at: r.completed ? at(-1) : null,
      tags_ids: r.tags,
      assignees_ids: r.assignees,
      custom_fields: r.estimate === undefined ? {} : { 2: r.estimate },
    }),
  );

const filtersArb: fc.Arbitrary<SearchFilters> = fc.record(
  {
    query: fc.constantFrom('launch', 'fix', 'docs review', ''),
    tags: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    assignees: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    statuses: fc.uniqueArray(fc.constantFrom(...SEARCH_STATUSES), { maxLength: 2 }),
    dueDates: fc.uniqueArray(fc.constantFrom(...DUE_BUCKETS), { maxLength: 2 }),
    customFields: fc.constant([{ definitionId: 2, operator: 'gte' as const, value: 5 }]),
    includeArchived: fc.boolean(),
  },
  { requiredKeys: ['includeArchived'] },
);

const KINDS = ['query', 'tags', 'assignees', 'statuses', 'dueDates', 'customFields'] as const;

describe('matcher properties', () => {
  it('filter kinds AND together: the whole matches iff each kind alone matches', () => {
    fc.assert(
      fc.property(cardArb, filtersArb, (card, filters) => {
        const scope = { includeArchived: filters.includeArchived };
        const each = KINDS.filter((kind) => filters[kind] !== undefined).every((kind) =>
          matchCard(card, { ...scope, [kind]: filters[kind] }, ctx),
        );
        expect(matchCard(card, filters, ctx)).toBe(each && matchCard(card, scope, ctx));
      }),
    );
  });

  it('values within a kind OR together', () => {
    fc.assert(
      fc.property(cardArb, filtersArb, (card, filters) => {
        for (const kind of ['tags', 'assignees', 'statuses', 'dueDates'] as const) {
          const values = (filters[kind] ?? []) as unknown[];
          if (values.length === 0) continue;
          const any = values.some((value) =>
            matchCard(card, { includeArchived: true, [kind]: [value] }, ctx),
          );
          expect(matchCard(card, { includeArchived: true, [kind]: values }, ctx)).toBe(any);
        }
      }),
    );
  });

  it('searchBoard returns only cards in returned columns, and only in-scope cards', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(cardArb, { selector: (c) => c.id, maxLength: 30 }),
        filtersArb,
        (cards, filters) => {
          const columns = [
            makeColumn({ id: 1 }),
            makeColumn({ id: 2, archived_at: at(-2) }),
            makeColumn({ id: 3 }),
          ];
          const result = searchBoard({
            cards,
            columns,
            filters,
            now: NOW,
            definitions: DEFINITIONS,
          });
          const byId = new Map(cards.map((c) => [c.id, c]));
          for (const id of result.cardIds) {
            const card = byId.get(id);
            expect(card && result.columnIds.includes(card.column_id)).toBe(true);
            if (!filters.includeArchived) expect(card?.column_id).not.toBe(2);
            expect(card && matchCard(card, filters, ctx)).toBe(true);
          }
        },
      ),
    );
  });
});
