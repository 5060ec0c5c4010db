import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wireCard } from '../testing/wire-fixtures';
import { cardSchema, cardShape, genericCardSchema } from './card';
import { safeParse } from './shape';

const messyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, 0, 1, -1, '0', '1', 'true', '', [null], ['3', null], '12', 1.5, -0),
  fc.nat().map(String),
);
const cardLike = fc.record(
  Object.fromEntries(
    Object.keys({ ...wireCard, ...cardShape }).map((key) => [
      key,
      fc.oneof(
        messyValue,
        fc.constant((wireCard as Record<string, unknown>)[key]),
        fc.nat({ max: 9 }),
      ),
    ]),
  ),
  { requiredKeys: [] },
);

describe('cardSchema, the written-out card parser', () => {
  it('gives the generic schema’s output, key order included, and its issues', () => {
    fc.assert(
      fc.property(fc.oneof(cardLike, messyValue), (json) => {
        const fast = safeParse(cardSchema, json);
        const generic = safeParse(genericCardSchema, json);
        expect(fast).toStrictEqual(generic);
        if (fast.success && generic.success) {
          expect(Object.keys(fast.data)).toEqual(Object.keys(generic.data));
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('lists the fields in the shape’s order', () => {
    const result = safeParse(cardSchema, wireCard);
    expect(result.success && Object.keys(result.data)).toEqual(Object.keys(cardShape));
  });
});
