import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeBoard, normalizeCardDetail, normalizeSearchResult } from './normalize';
import { wireBoard, wireCard } from './testing/wire-fixtures';

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

/** Never throws; when it succeeds, the output parses to itself, also after a JSON round trip. */
function checkNormalizer(
  normalize: (json: unknown) => { ok: boolean; value?: unknown },
  json: unknown,
) {
  const first = normalize(json);
  if (!first.ok) return;
  const again = normalize(first.value);
  expect(again).toEqual(first);
  const fromJson = normalize(JSON.parse(JSON.stringify(first.value)));
  expect(fromJson).toEqual(first);
}

describe('normalization properties', () => {
  it('never throws and is idempotent on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        checkNormalizer(normalizeBoard, json);
        checkNormalizer(normalizeSearchResult, json);
        checkNormalizer(normalizeCardDetail, json);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never throws and is idempotent on arbitrary objects with a board id', () => {
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
  });

  it('never throws and is idempotent on board-shaped payloads with random values', () => {
    fc.assert(
      fc.property(boardLike, (json) => {
        checkNormalizer(normalizeBoard, json);
      }),
      { numRuns: 1_000 },
    );
  });

  it('never throws and is idempotent on search-shaped payloads with random values', () => {
    fc.assert(
      fc.property(searchLike, (json) => {
        checkNormalizer(normalizeSearchResult, json);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws and is idempotent on card-detail-shaped payloads', () => {
    fc.assert(
      fc.property(cardLike, messyValue, messyValue, (card, checklists, customFields) => {
        checkNormalizer(normalizeCardDetail, { ...card, checklists, custom_fields: customFields });
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps every well-formed card of a board-shaped payload', () => {
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
  });
});
