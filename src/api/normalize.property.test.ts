import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeBoard,
  normalizeCard,
  normalizeCardDetail,
  normalizeSearchResult,
  type NormalizeResult,
} from './normalize';
import { wireBoard, wireCard } from './testing/wire-fixtures';

/** Property tests run many cases; on a loaded machine the default 5 s is not enough. */
const SLOW = 60_000;

/** Values the real service (or a broken one) might put in any field. */
const messyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, 0, 1, -1, '0', '1', 'true', '', [null], ['3', null], '12', 1.5, -0),
  fc.nat().map(String),
  fc.array(fc.oneof(fc.nat(), fc.nat().map(String), fc.constant(null)), { maxLength: 4 }),
);

const idLike = fc.oneof(
  { arbitrary: fc.nat({ max: 50 }), weight: 4 },
  { arbitrary: fc.nat({ max: 50 }).map(String), weight: 2 },
  { arbitrary: messyValue, weight: 1 },
);

function shapedLike(
  template: Record<string, unknown>,
  overrides: Record<string, fc.Arbitrary<unknown>> = {},
) {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of Object.keys(template)) fields[key] = overrides[key] ?? messyValue;
  return fc.record(fields, { requiredKeys: [] });
}

const cardLike = shapedLike(wireCard, {
  id: idLike,
  column_id: idLike,
  board_id: fc.oneof(idLike, fc.constant(undefined)),
});
const columnLike = shapedLike(wireBoard.columns['11'], { id: idLike });
const memberLike = shapedLike(wireBoard.members['7'], {
  id: idLike,
  pivot: fc.oneof(shapedLike(wireBoard.members['7'].pivot), messyValue),
});
const tagLike = shapedLike(wireBoard.tags['3'], { id: idLike });
const definitionLike = shapedLike(wireBoard.custom_field_definitions[0] ?? {}, {
  id: idLike,
  config: fc.oneof(
    messyValue,
    fc.record(
      {
        options: fc.array(
          fc.record({ id: messyValue, label: messyValue, color: messyValue }, { requiredKeys: [] }),
        ),
        multiline: messyValue,
        max_length: messyValue,
        min: messyValue,
        default_value: messyValue,
      },
      { requiredKeys: [] },
    ),
  ),
});

const idKeyedMapOf = (item: fc.Arbitrary<unknown>) =>
  fc.oneof(
    fc.dictionary(fc.oneof(fc.nat({ max: 50 }).map(String), fc.string()), item, { maxKeys: 5 }),
    fc.array(item, { maxLength: 5 }),
    messyValue,
  );

const boardLike = shapedLike(wireBoard, {
  id: fc.oneof(idLike, fc.nat()),
  members: idKeyedMapOf(memberLike),
  tags: idKeyedMapOf(tagLike),
  columns: idKeyedMapOf(columnLike),
  cards: fc.oneof(fc.array(fc.oneof(cardLike, messyValue), { maxLength: 8 }), messyValue),
  custom_field_definitions: fc.oneof(fc.array(definitionLike, { maxLength: 3 }), messyValue),
  permissions: fc.oneof(fc.dictionary(fc.string(), messyValue), messyValue),
  preferences: fc.oneof(
    fc.record(
      {
        view_mode: messyValue,
        notification: fc.oneof(shapedLike(wireBoard.preferences.notification), messyValue),
      },
      { requiredKeys: [] },
    ),
    messyValue,
  ),
});

const searchLike = fc
  .tuple(
    boardLike,
    fc.oneof(
      fc.dictionary(fc.nat({ max: 50 }).map(String), fc.dictionary(fc.string(), messyValue)),
      messyValue,
    ),
    fc.oneof(
      fc.array(
        shapedLike(
          {
            id: 1,
            name: '',
            title: '',
            content: '',
            tags_ids: [],
            cover_color: '',
            checklists: [],
          },
          { id: idLike },
        ),
      ),
      messyValue,
    ),
  )
  .map(([board, cardsSummary, cardTemplates]) =>
    typeof board === 'object' && board !== null
      ? { ...board, cards_summary: cardsSummary, card_templates: cardTemplates }
      : board,
  );

/**
 * Never throws; when it succeeds, the output parses to itself, also after a JSON round trip.
 * A failure always comes from the schema (with issues): normalizeWith's guard reports a throw
 * with no issues, so a schema that threw would fail here.
 */
function checkNormalizer(normalize: (json: unknown) => NormalizeResult<unknown>, json: unknown) {
  const first = normalize(json);
  if (!first.ok) {
    expect(first.error.issues.length).toBeGreaterThan(0);
    return;
  }
  // isDeepStrictEqual: the same strictness as toEqual here (plain objects, Object.is on
  // primitives), several times faster over ten thousand runs; fast-check prints the input.
  const again = normalize(first.value);
  expect(isDeepStrictEqual(again, first), 'normalizing the output again changes it').toBe(true);
  const fromJson = normalize(JSON.parse(JSON.stringify(first.value)));
  expect(isDeepStrictEqual(fromJson, first), 'normalizing it after a JSON round trip').toBe(true);
}

/**
 * Arbitrary JSON, plus objects that carry the ids a board or a card needs (so a share of the
 * values gets past the first check and into every field's schema).
 */
const anyJson = fc.oneof(
  { arbitrary: fc.jsonValue(), weight: 3 },
  {
    arbitrary: fc
      .tuple(idLike, idLike, idLike, fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })))
      .map(([id, boardId, columnId, rest]) => ({
        ...rest,
        id,
        board_id: boardId,
        column_id: columnId,
      })),
    weight: 1,
  },
);

describe('normalization properties', () => {
  it(
    'never throws and is idempotent on 10,000 arbitrary JSON values',
    () => {
      fc.assert(
        fc.property(anyJson, (json) => {
          checkNormalizer(normalizeBoard, json);
          checkNormalizer(normalizeSearchResult, json);
          checkNormalizer(normalizeCard, json);
          checkNormalizer(normalizeCardDetail, json);
        }),
        { numRuns: 10_000 },
      );
    },
    SLOW,
  );

  it(
    'never throws and is idempotent on arbitrary objects with a board id',
    () => {
      fc.assert(
        fc.property(
          fc.nat(),
          fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })),
          (id, rest) => {
            checkNormalizer(normalizeBoard, { ...rest, id });
          },
        ),
        { numRuns: 1_000 },
      );
    },
    SLOW,
  );

  it(
    'never throws and is idempotent on board-shaped payloads with random values',
    () => {
      fc.assert(
        fc.property(boardLike, (json) => {
          checkNormalizer(normalizeBoard, json);
        }),
        { numRuns: 1_000 },
      );
    },
    SLOW,
  );

  it(
    'never throws and is idempotent on search-shaped payloads with random values',
    () => {
      fc.assert(
        fc.property(searchLike, (json) => {
          checkNormalizer(normalizeSearchResult, json);
        }),
        { numRuns: 500 },
      );
    },
    SLOW,
  );

  it(
    'never throws and is idempotent on card-detail-shaped payloads',
    () => {
      fc.assert(
        fc.property(cardLike, messyValue, messyValue, (card, checklists, customFields) => {
          checkNormalizer(normalizeCardDetail, {
            ...card,
            checklists,
            custom_fields: customFields,
          });
        }),
        { numRuns: 1_000 },
      );
    },
    SLOW,
  );

  it(
    'keeps every well-formed card of a board-shaped payload',
    () => {
      fc.assert(
        fc.property(fc.uniqueArray(fc.nat({ max: 10_000 }), { maxLength: 20 }), (ids) => {
          const result = normalizeBoard({
            ...wireBoard,
            cards: ids.map((id) => ({ ...wireCard, id: String(id), tags_ids: [null] })),
          });
          expect(result.ok && result.value.cards.map((card) => card.id)).toEqual(ids);
        }),
        { numRuns: 200 },
      );
    },
    SLOW,
  );

  it(
    'keeps hostile, right-to-left, emoji, bidi-control and very long names exactly as sent',
    () => {
      const hostile = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.constantFrom(
          '<img src=x onerror=alert(1)>',
          'javascript:alert(1)',
          'שלום עולם',
          'مرحبا \u202Eevil\u202C',
          '\u2066x\u2069\u200F\u200E\u061C',
          '👩🏽‍💻🏳️‍🌈'.repeat(20),
          'x'.repeat(100_000),
        ),
      );
      fc.assert(
        fc.property(hostile, (text) => {
          const tag = { ...wireBoard.tags['3'], name: text };
          const column = { ...wireBoard.columns['11'], name: text };
          const member = { ...wireBoard.members['7'], name: text };
          const result = normalizeBoard({
            ...wireBoard,
            name: text,
            tags: { '3': tag },
            columns: { '11': column },
            members: { '7': member },
            cards: [{ ...wireCard, title: text }],
          });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.value.name).toBe(text);
          expect(result.value.tags[3]?.name).toBe(text);
          expect(result.value.columns[11]?.name).toBe(text);
          expect(result.value.members[7]?.name).toBe(text);
          expect(result.value.cards[0]?.title).toBe(text);
          checkNormalizer(normalizeBoard, result.value);
        }),
        { numRuns: 300 },
      );
    },
    SLOW,
  );
});
