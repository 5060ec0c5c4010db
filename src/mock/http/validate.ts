import { HEX_COLOR } from '@/domain/limits';
import { isRecord } from './body';
import { validationFailed, type FieldErrors } from './errors';

/**
 * A small Laravel-like validator. Fields are declared with `v.*` builders; `validate` checks a
 * body, collects errors under Laravel keys (`members.0.permission`, `assignees.17`) with
 * Laravel's default English messages, and returns the typed input or throws a 422.
 * One message per key: the first rule that fails (Laravel's `bail`).
 */

const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

export interface ParseContext {
  errors: FieldErrors;
  /** The object holding the field, for rules that look at siblings (required_with). */
  parent: Record<string, unknown>;
}

export interface Schema<O> {
  parse(value: unknown, key: string, ctx: ParseContext): O | Invalid;
}

type Kind = 'string' | 'numeric' | 'array' | 'other';
type BaseResult<T> = { ok: true; value: T } | { ok: false; message: string | null };
interface Base<T> {
  kind: Kind;
  parse(value: unknown, key: string, ctx: ParseContext): BaseResult<T>;
}

/** A rule after the type check: returns a message template (`:attribute`) or null. */
export type Check<T> = (value: T, key: string, ctx: ParseContext) => string | null;

interface Flags {
  sometimes: boolean;
  required: boolean;
  nullable: boolean;
  requiredWith: string[];
}

/** Laravel's display name of a key: underscores become spaces. */
export function attributeName(key: string): string {
  return key.replace(/_/g, ' ');
}

function format(template: string, key: string): string {
  return template.replace(/:attribute/g, attributeName(key));
}

export function addError(errors: FieldErrors, key: string, message: string): void {
  (errors[key] ??= []).push(message);
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0) ||
    // PHP decodes `{}` to an empty array, which `required` rejects too.
    (isRecord(value) && Object.keys(value).length === 0)
  );
}

/** Laravel's TrimStrings + ConvertEmptyStringsToNull middleware. */
function normalize(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const SIZE_MESSAGES: Record<Kind, { min: string; max: string }> = {
  string: {
    min: 'The :attribute field must be at least :n characters.',
    max: 'The :attribute field must not be greater than :n characters.',
  },
  numeric: {
    min: 'The :attribute field must be at least :n.',
    max: 'The :attribute field must not be greater than :n.',
  },
  array: {
    min: 'The :attribute field must have at least :n items.',
    max: 'The :attribute field must not have more than :n items.',
  },
  other: {
    min: 'The :attribute field must be at least :n.',
    max: 'The :attribute field must not be greater than :n.',
  },
};

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return [...value].length;
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.length;
  if (isRecord(value)) return Object.keys(value).length;
  return 0;
}

export class Field<T, O> implements Schema<O> {
  constructor(
    private readonly base: Base<T>,
    private readonly flags: Flags = {
      sometimes: false,
      required: false,
      nullable: false,
      requiredWith: [],
    },
    private readonly checks: Check<T>[] = [],
  ) {}

  private with(flags: Partial<Flags>, checks = this.checks): Field<T, never> {
    return new Field<T, never>(this.base, { ...this.flags, ...flags }, checks);
  }

  required(): Field<T, T> {
    return this.with({ required: true });
  }

  /** Laravel `sometimes`: rules apply only when the key is present in the input. */
  sometimes(): Field<T, O | undefined> {
    return this.with({ sometimes: true });
  }

  nullable(): Field<T, O | null> {
    return this.with({ nullable: true });
  }

  /** Laravel `required_with:other`: required when the sibling field is present. */
  requiredWith(...others: string[]): Field<T, O> {
    return this.with({ requiredWith: [...this.flags.requiredWith, ...others] });
  }

  check(rule: Check<T>): Field<T, O> {
    return this.with({}, [...this.checks, rule]);
  }

  min(n: number): Field<T, O> {
    const template = SIZE_MESSAGES[this.base.kind].min.replace(':n', String(n));
    return this.check((value) => (sizeOf(value) < n ? template : null));
  }

  max(n: number): Field<T, O> {
    const template = SIZE_MESSAGES[this.base.kind].max.replace(':n', String(n));
    return this.check((value) => (sizeOf(value) > n ? template : null));
  }

  parse(raw: unknown, key: string, ctx: ParseContext): O | Invalid {
    if (raw === undefined && this.flags.sometimes) return undefined as O;
    const value = normalize(raw);
    const fail = (template: string): Invalid => {
      addError(ctx.errors, key, format(template, key));
      return INVALID;
    };
    if (isEmpty(value)) {
      if (this.flags.required) return fail('The :attribute field is required.');
      const other = this.flags.requiredWith.find((name) => !isEmpty(normalize(ctx.parent[name])));
      if (other != null) {
        return fail(`The :attribute field is required when ${attributeName(other)} is present.`);
      }
      if (value === undefined) return undefined as O;
      if (value === null && this.flags.nullable) return null as O;
    }
    return this.finish(value, key, ctx, fail);
  }

  private finish(
    value: unknown,
    key: string,
    ctx: ParseContext,
    fail: (t: string) => Invalid,
  ): O | Invalid {
    const result = this.base.parse(value, key, ctx);
    if (!result.ok) return result.message == null ? INVALID : fail(result.message);
    for (const rule of this.checks) {
      const message = rule(result.value, key, ctx);
      if (message != null) return fail(message);
    }
    return result.value as unknown as O;
  }
}

function field<T>(base: Base<T>): Field<T, T | undefined> {
  return new Field<T, T | undefined>(base);
}

function scalar<T>(
  kind: Kind,
  message: string,
  test: (value: unknown) => T | undefined,
): Field<T, T | undefined> {
  return field<T>({
    kind,
    parse(value) {
      const parsed = test(value);
      return parsed === undefined ? { ok: false, message } : { ok: true, value: parsed };
    },
  });
}

type Shape = Record<string, Schema<unknown>>;
export type Infer<S extends Shape> = { [K in keyof S]: S[K] extends Schema<infer O> ? O : never };

function parseShape<S extends Shape>(
  shape: S,
  input: Record<string, unknown>,
  prefix: string,
  errors: FieldErrors,
): Infer<S> | Invalid {
  const out: Record<string, unknown> = {};
  let ok = true;
  for (const [name, schema] of Object.entries(shape)) {
    const parsed = schema.parse(input[name], prefix + name, { errors, parent: input });
    if (parsed === INVALID) ok = false;
    else if (parsed !== undefined) out[name] = parsed;
  }
  return ok ? (out as Infer<S>) : INVALID;
}

/** Entries of a list: a JSON array, or an object with integer keys (PHP arrays from queries). */
function listEntries(value: unknown): [string, unknown][] | null {
  if (Array.isArray(value)) return value.map((item, index) => [String(index), item]);
  if (isRecord(value) && Object.keys(value).every((k) => /^\d+$/.test(k)))
    return Object.entries(value);
  return null;
}

export const v = {
  string: () =>
    scalar<string>('string', 'The :attribute field must be a string.', (x) =>
      typeof x === 'string' ? x : undefined,
    ),
  integer: () =>
    scalar<number>('numeric', 'The :attribute field must be an integer.', (x) => {
      const n = typeof x === 'string' && /^-?\d+$/.test(x) ? Number(x) : x;
      return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
    }),
  number: () =>
    scalar<number>('numeric', 'The :attribute field must be a number.', (x) => {
      const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
      return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
    }),
  boolean: () =>
    scalar<boolean>('other', 'The :attribute field must be true or false.', (x) => {
      if (x === true || x === 1 || x === '1' || x === 'true') return true;
      if (x === false || x === 0 || x === '0' || x === 'false') return false;
      return undefined;
    }),
  /** Laravel `in:` on a string. */
  oneOf: <T extends string>(values: readonly T[]) =>
    scalar<T>('string', 'The selected :attribute is invalid.', (x) =>
      typeof x === 'string' && (values as readonly string[]).includes(x) ? (x as T) : undefined,
    ),
  hexColor: () =>
    scalar<string>('string', 'The :attribute field must be a valid hexadecimal color.', (x) =>
      typeof x === 'string' && HEX_COLOR.test(x) ? x : undefined,
    ),
  date: () =>
    scalar<string>('string', 'The :attribute field must be a valid date.', (x) => {
      if (typeof x !== 'string') return undefined;
      const time = Date.parse(x);
      return Number.isNaN(time) ? undefined : new Date(time).toISOString();
    }),
  /** Any JSON value, unchecked (custom field values are checked against their definition). */
  any: () => field<unknown>({ kind: 'other', parse: (value) => ({ ok: true, value }) }),
  object: <S extends Shape>(shape: S) =>
    field<Infer<S>>({
      kind: 'other',
      parse(value, key, ctx) {
        if (!isRecord(value))
          return { ok: false, message: 'The :attribute field must be an array.' };
        const parsed = parseShape(shape, value, `${key}.`, ctx.errors);
        return parsed === INVALID ? { ok: false, message: null } : { ok: true, value: parsed };
      },
    }),
  /** Laravel `array` with `key.*` rules; an object with integer keys counts as a list. */
  array: <O>(item: Schema<O>) =>
    field<Exclude<O, undefined>[]>({
      kind: 'array',
      parse(value, key, ctx) {
        const entries = listEntries(value);
        if (entries == null)
          return { ok: false, message: 'The :attribute field must be an array.' };
        const out: Exclude<O, undefined>[] = [];
        let ok = true;
        for (const [index, raw] of entries) {
          const parsed = item.parse(raw, `${key}.${index}`, { errors: ctx.errors, parent: {} });
          if (parsed === INVALID) ok = false;
          else if (parsed !== undefined) out.push(parsed as Exclude<O, undefined>);
        }
        return ok ? { ok: true, value: out } : { ok: false, message: null };
      },
    }),
  /** A map keyed by integer ids (`{ "17": true }`), errors under `key.17`. */
  idMap: <O>(item: Schema<O>) =>
    field<Map<number, Exclude<O, undefined>>>({
      kind: 'array',
      parse(value, key, ctx) {
        if (!isRecord(value) && !Array.isArray(value)) {
          return { ok: false, message: 'The :attribute field must be an array.' };
        }
        const out = new Map<number, Exclude<O, undefined>>();
        let ok = true;
        for (const [id, raw] of Object.entries(value)) {
          const entryKey = `${key}.${id}`;
          if (!/^\d+$/.test(id)) {
            addError(
              ctx.errors,
              entryKey,
              format('The :attribute key must be an integer id.', entryKey),
            );
            ok = false;
            continue;
          }
          const parsed = item.parse(raw, entryKey, { errors: ctx.errors, parent: {} });
          if (parsed === INVALID) ok = false;
          else if (parsed !== undefined) out.set(Number(id), parsed as Exclude<O, undefined>);
        }
        return ok ? { ok: true, value: out } : { ok: false, message: null };
      },
    }),
};

/** Validates `input` against a shape; returns the typed input or throws the 422. */
export function validate<S extends Shape>(input: Record<string, unknown>, shape: S): Infer<S> {
  const errors: FieldErrors = {};
  const parsed = parseShape(shape, input, '', errors);
  if (parsed === INVALID || Object.keys(errors).length > 0) throw validationFailed(errors);
  return parsed;
}

/** Like `validate` but returns the errors for the caller to merge with its own checks. */
export function validateCollecting<S extends Shape>(
  input: Record<string, unknown>,
  shape: S,
  errors: FieldErrors,
): Infer<S> | null {
  const parsed = parseShape(shape, input, '', errors);
  return parsed === INVALID ? null : parsed;
}

export const messages = {
  exists: (key: string) => format('The selected :attribute is invalid.', key),
  unique: (key: string) => format('The :attribute has already been taken.', key),
  distinct: (key: string) => format('The :attribute field has a duplicate value.', key),
  required: (key: string) => format('The :attribute field is required.', key),
  format: format,
};
