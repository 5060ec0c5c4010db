/**
 * The API layer's own parser combinators: just enough to map JSON onto the app's clean types
 * with the lenient converters of `primitives.ts`, and no more (why not a schema library:
 * docs/architecture.md, "The API layer: parsing responses").
 *
 * A schema is a plain function `(value, issues) => T | FAILURE`. A converter that never fails,
 * such as `toIdList`, is a schema as it stands. Only a required id (and what contains one) can
 * fail; it then returns `FAILURE` and, when given an issue list, says why in it. Parsing with
 * `null` for the list (an item of a lenient array, tried and dropped) records nothing.
 *
 * Written for large boards: `object` walks the known keys once per input, with the fields
 * resolved when the schema is built; nothing is allocated per field or per parse but the output.
 * (The card, parsed thousands of times per board read, is also written out by hand: `card.ts`.)
 * No generated code (`new Function`), which the Content-Security-Policy refuses.
 */
import { isPlainObject } from '@/lib/json';

/** Why a value did not fit: where (keys and indexes from the root) and what. */
export interface Issue {
  path: (string | number)[];
  message: string;
}

/** What a schema returns when the value does not fit. */
export const FAILURE: unique symbol = Symbol('FAILURE');
export type Failure = typeof FAILURE;

export type Schema<T> = (value: unknown, issues: Issue[] | null) => T | Failure;

/** A schema that never fails: a plain converter. */
export type Converter<T> = (value: unknown) => T;

/** The output type of a schema. */
export type Infer<S> = S extends (value: unknown, issues: Issue[] | null) => infer R
  ? Exclude<R, Failure>
  : never;

/**
 * A field of an object that may be left out: when the key is absent, so is the output's;
 * when it is present but undefined, the output holds undefined.
 */
export interface Optional<T> {
  readonly optional: Schema<T>;
}

export type Field = Schema<unknown> | Optional<unknown>;
export type Shape = { readonly [key: string]: Field };

type FieldOutput<F> = F extends Optional<infer T> ? T | undefined : Infer<F>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends Optional<unknown> ? K : never;
}[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The output type of `object(shape)`. */
export type ObjectOutput<S extends Shape> = Simplify<
  { -readonly [K in Exclude<keyof S, OptionalKeys<S>>]: FieldOutput<S[K]> } & {
    -readonly [K in OptionalKeys<S>]?: FieldOutput<S[K]>;
  }
>;

export type ParseResult<T> = { success: true; data: T } | { success: false; issues: Issue[] };

/** Parses `value`, collecting the issues when it does not fit. Never throws. */
export function safeParse<T>(schema: Schema<T>, value: unknown): ParseResult<T> {
  const issues: Issue[] = [];
  const data = schema(value, issues);
  if (data !== FAILURE) return { success: true, data };
  if (issues.length === 0) issues.push({ path: [], message: 'Invalid input' });
  return { success: false, issues };
}

/** Parses `value`; throws an Error naming the first issue when it does not fit. */
export function parse<T>(schema: Schema<T>, value: unknown): T {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const [first] = result.issues;
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  throw new Error(`${where}${first?.message ?? 'Invalid input'}`);
}

/** Parses `value`, or returns null when it does not fit. */
export function parseOrNull<T>(schema: Schema<T>, value: unknown): T | null {
  const data = schema(value, null);
  return data === FAILURE ? null : data;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

export function expected(what: string, value: unknown, issues: Issue[] | null): Failure {
  issues?.push({
    path: [],
    message: `Invalid input: expected ${what}, received ${typeName(value)}`,
  });
  return FAILURE;
}

/** Records a failure of the value itself (no expected type to name). */
export function invalid(issues: Issue[] | null): Failure {
  issues?.push({ path: [], message: 'Invalid input' });
  return FAILURE;
}

/** Any value, as it is. */
export function unknown(): Schema<unknown> {
  return (value) => value;
}

export function optional<T>(schema: Schema<T>): Optional<T> {
  return { optional: schema };
}

/** Every field optional (the fields that already are stay as they are). */
export function partial<S extends Shape>(
  shape: S,
): { [K in keyof S]: S[K] extends Optional<unknown> ? S[K] : Optional<Infer<S[K]>> } {
  const out: Record<string, Field> = {};
  for (const key of Object.keys(shape)) {
    const field = shape[key];
    if (field !== undefined) out[key] = typeof field === 'function' ? optional(field) : field;
  }
  return out as { [K in keyof S]: S[K] extends Optional<unknown> ? S[K] : Optional<Infer<S[K]>> };
}

/** The shape without `keys`. */
export function omit<S extends Shape, K extends keyof S & string>(
  shape: S,
  keys: readonly K[],
): Omit<S, K> {
  const out: Record<string, Field> = {};
  for (const key of Object.keys(shape)) {
    const field = shape[key];
    if (field !== undefined && !(keys as readonly string[]).includes(key)) out[key] = field;
  }
  return out as Omit<S, K>;
}

interface CompiledField {
  key: string;
  parse: Schema<unknown>;
  optional: boolean;
}

/**
 * An object with the fields of `shape`, in the shape's order; other keys are dropped. The input
 * must be a non-array object. Every field is parsed and every failing field reported (with
 * its key in front of the path); a field's failure fails the object.
 */
export function object<S extends Shape>(shape: S): Schema<ObjectOutput<S>> {
  const fields: CompiledField[] = [];
  for (const key of Object.keys(shape)) {
    const field = shape[key];
    // A `__proto__` output key would replace the output's prototype; no shape has one.
    if (field === undefined || key === '__proto__') continue;
    fields.push(
      typeof field === 'function'
        ? { key, parse: field, optional: false }
        : { key, parse: field.optional, optional: true },
    );
  }
  return (input, issues) => {
    if (!isPlainObject(input)) return expected('object', input, issues);
    const out: Record<string, unknown> = {};
    let failed = false;
    for (const field of fields) {
      const key = field.key;
      const value = input[key];
      let parsed: unknown;
      if (value === undefined && field.optional) {
        if (!(key in input)) continue;
        parsed = undefined;
      } else {
        const start = issues === null ? 0 : issues.length;
        parsed = field.parse(value, issues);
        if (parsed === FAILURE) {
          if (issues === null) return FAILURE;
          for (let i = start; i < issues.length; i += 1) issues[i]?.path.unshift(key);
          failed = true;
          continue;
        }
      }
      // A field that makes nothing of an absent key leaves it out.
      if (parsed !== undefined || key in input) out[key] = parsed;
    }
    return failed ? FAILURE : (out as ObjectOutput<S>);
  };
}

/** A schema whose output goes through `convert` (which must not throw). */
export function map<T, U>(schema: Schema<T>, convert: (value: T) => U): Schema<U> {
  return (value, issues) => {
    const parsed = schema(value, issues);
    return parsed === FAILURE ? FAILURE : convert(parsed);
  };
}

/** A schema whose input goes through `prepare` first (which must not throw). */
export function preprocess<T>(prepare: (value: unknown) => unknown, schema: Schema<T>): Schema<T> {
  return (value, issues) => schema(prepare(value), issues);
}

/** `fallback` instead of a failure; nothing is reported. */
export function orElse<T, F>(schema: Schema<T>, fallback: F): Schema<T | F> {
  return (value) => {
    const parsed = schema(value, null);
    return parsed === FAILURE ? fallback : parsed;
  };
}

/** An array whose every item must fit (the output is a new array). */
export function array<T>(item: Schema<T>): Schema<T[]> {
  return (input, issues) => {
    if (!Array.isArray(input)) return expected('array', input, issues);
    const out: T[] = new Array<T>(input.length);
    let failed = false;
    for (let index = 0; index < input.length; index += 1) {
      const start = issues === null ? 0 : issues.length;
      const parsed = item(input[index], issues);
      if (parsed === FAILURE) {
        if (issues === null) return FAILURE;
        for (let i = start; i < issues.length; i += 1) issues[i]?.path.unshift(index);
        failed = true;
      } else {
        out[index] = parsed;
      }
    }
    return failed ? FAILURE : out;
  };
}
