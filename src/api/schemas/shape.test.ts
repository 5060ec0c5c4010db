import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  array,
  FAILURE,
  map,
  object,
  omit,
  optional,
  orElse,
  parse,
  parseOrNull,
  partial,
  preprocess,
  safeParse,
  unknown,
  type Infer,
  type Issue,
  type Schema,
} from './shape';

/** A required field: a number, else a failure (like `idSchema`). */
const num: Schema<number> = (value, issues) => {
  if (typeof value === 'number') return value;
  issues?.push({ path: [], message: 'not a number' });
  return FAILURE;
};
/** A lenient field: a converter is a schema as it stands. */
const label = (value: unknown): string => (typeof value === 'string' ? value : '');

describe('object', () => {
  const point = object({ x: num, y: num, name: label });

  it('keeps the fields of the shape, in its order, and drops other keys', () => {
    const parsed = parse(point, { extra: 1, name: 'a', y: 2, x: 1 });
    expect(parsed).toEqual({ x: 1, y: 2, name: 'a' });
    expect(Object.keys(parsed)).toEqual(['x', 'y', 'name']);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('runs a lenient field on an absent key, so its default is there', () => {
    expect(parse(point, { x: 1, y: 2 })).toEqual({ x: 1, y: 2, name: '' });
  });

  it('refuses anything but a non-array object, saying what it got', () => {
    for (const [value, kind] of [
      [null, 'null'],
      [[], 'array'],
      ['x', 'string'],
      [1, 'number'],
      [undefined, 'undefined'],
      [true, 'boolean'],
    ] as const) {
      expect(safeParse(point, value)).toEqual({
        success: false,
        issues: [{ path: [], message: `Invalid input: expected object, received ${kind}` }],
      });
    }
  });

  it('reports every failing field with its path, nested keys and indexes included', () => {
    const outer = object({ inner: object({ list: array(num), x: num }), y: num });
    const result = safeParse(outer, { inner: { list: [1, 'a', 3, 'b'] }, y: 'c' });
    expect(result).toEqual({
      success: false,
      issues: [
        { path: ['inner', 'list', 1], message: 'not a number' },
        { path: ['inner', 'list', 3], message: 'not a number' },
        { path: ['inner', 'x'], message: 'not a number' },
        { path: ['y'], message: 'not a number' },
      ],
    });
  });

  it('stops at the first failure and records nothing without an issue list', () => {
    expect(point({ x: 'a', y: 'b' }, null)).toBe(FAILURE);
    expect(parseOrNull(point, { x: 'a' })).toBeNull();
    expect(parseOrNull(point, { x: 1, y: 2 })).toEqual({ x: 1, y: 2, name: '' });
  });

  it('leaves out an absent key whose field gives undefined, keeps a present one', () => {
    const maybe = object({
      a: (value: unknown) => (typeof value === 'number' ? value : undefined),
    });
    expect(Object.keys(parse(maybe, {}))).toEqual([]);
    expect(Object.keys(parse(maybe, { a: 'x' }))).toEqual(['a']);
    expect(parse(maybe, { a: 2 })).toEqual({ a: 2 });
  });

  it('optional fields: absent stays absent, present undefined stays undefined', () => {
    const shape = object({ id: num, note: optional(label), count: optional(num) });
    expect(parse(shape, { id: 1 })).toStrictEqual({ id: 1 });
    const withUndefined = parse(shape, { id: 1, note: undefined });
    expect(Object.keys(withUndefined)).toEqual(['id', 'note']);
    expect(withUndefined.note).toBeUndefined();
    expect(parse(shape, { id: 1, note: 5, count: 2 })).toEqual({ id: 1, note: '', count: 2 });
    // A present optional field still has to fit.
    expect(safeParse(shape, { id: 1, count: 'x' })).toEqual({
      success: false,
      issues: [{ path: ['count'], message: 'not a number' }],
    });
  });

  it('never copies a __proto__ key into the output', () => {
    const input: unknown = JSON.parse('{"__proto__": {"polluted": true}, "x": 1, "y": 2}');
    const parsed = parse(point, input);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed).not.toHaveProperty('polluted');
    expect(parse(object({ ['__proto__']: num, x: num }), { x: 1 })).toEqual({ x: 1 });
  });

  it('returns a new object each time', () => {
    const input = { x: 1, y: 2, name: 'a' };
    const first = parse(point, input);
    expect(first).not.toBe(input);
    expect(parse(point, input)).not.toBe(first);
  });

  it('types the output from the shape', () => {
    const schema = object({ id: num, note: optional(label), flag: (v: unknown) => v === true });
    expect(parse(schema, { id: 1, flag: true })).toEqual({ id: 1, flag: true });
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      id: number;
      flag: boolean;
      note?: string | undefined;
    }>();
  });
});

describe('shape helpers', () => {
  const shape = { id: num, name: label, note: optional(label) };

  it('partial makes every field optional', () => {
    const schema = object(partial(shape));
    expect(parse(schema, {})).toStrictEqual({});
    expect(parse(schema, { name: 1 })).toStrictEqual({ name: '' });
    expect(safeParse(schema, { id: 'x' }).success).toBe(false);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      id?: number | undefined;
      name?: string | undefined;
      note?: string | undefined;
    }>();
  });

  it('omit leaves keys out', () => {
    const schema = object(omit(shape, ['id']));
    expect(parse(schema, { id: 'x', name: 'n' })).toStrictEqual({ name: 'n' });
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      name: string;
      note?: string | undefined;
    }>();
  });
});

describe('combinators', () => {
  it('map converts the output, and passes a failure on', () => {
    const schema = map(object({ x: num }), ({ x }) => x * 2);
    expect(parse(schema, { x: 2 })).toBe(4);
    expect(safeParse(schema, {})).toEqual({
      success: false,
      issues: [{ path: ['x'], message: 'not a number' }],
    });
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<number>();
  });

  it('preprocess converts the input first', () => {
    const schema = preprocess((value) => (typeof value === 'string' ? Number(value) : value), num);
    expect(parse(schema, '3')).toBe(3);
  });

  it('orElse gives the fallback instead of a failure, and reports nothing', () => {
    const schema = orElse(num, undefined);
    expect(parse(schema, 'x')).toBeUndefined();
    expect(parse(schema, 2)).toBe(2);
    const issues: Issue[] = [];
    expect(schema('x', issues)).toBeUndefined();
    expect(issues).toEqual([]);
  });

  it('array parses every item into a new array, and fails on a bad one', () => {
    const input = [1, 2];
    const parsed = parse(array(num), input);
    expect(parsed).toEqual([1, 2]);
    expect(parsed).not.toBe(input);
    expect(safeParse(array(num), {})).toEqual({
      success: false,
      issues: [{ path: [], message: 'Invalid input: expected array, received object' }],
    });
    expect(parseOrNull(array(num), [1, 'x'])).toBeNull();
  });

  it('unknown takes anything as it is', () => {
    const value = { a: [1] };
    expect(parse(unknown(), value)).toBe(value);
    expect(parse(unknown(), undefined)).toBeUndefined();
  });
});

describe('safeParse and parse', () => {
  it('a failure always carries an issue, even from a schema that recorded none', () => {
    const silent: Schema<number> = () => FAILURE;
    expect(safeParse(silent, 1)).toEqual({
      success: false,
      issues: [{ path: [], message: 'Invalid input' }],
    });
  });

  it('parse throws the first issue with its path', () => {
    expect(() => parse(object({ a: object({ b: num }) }), { a: {} })).toThrow('a.b: not a number');
    expect(() => parse(num, 'x')).toThrow(/^not a number$/);
  });
});
