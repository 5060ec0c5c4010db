/**
 * Lenient field schemas: every one of them accepts both what the service sends (string ids,
 * `[null]`, 0/1 flags, maps serialized as `[]`) and the clean shape it outputs, so parsing is
 * idempotent. Only `idSchema` can fail; every other field falls back to a default.
 */
import { isPlainObject } from '@/lib/json';
import { FAILURE, invalid, parseOrNull, type Converter, type Schema } from './shape';

export { parseOrNull } from './shape';

declare const unknownValueBrand: unique symbol;

/** A value of an enum-like field that is outside the known set: kept, shown as unknown. */
export type UnknownValue = string & { readonly [unknownValueBrand]: 'UnknownValue' };

/** An enum-like value as parsed from the server: one of the known values, or an unknown one. */
export type Lenient<Known extends string> = Known | UnknownValue;

/** Narrows a lenient enum value to the known set. */
export function isKnown<Known extends string>(
  values: readonly Known[],
  value: Lenient<Known> | null | undefined,
): value is Known {
  return value != null && (values as readonly string[]).includes(value);
}

const DIGITS = /^\d{1,15}$/;

/** A non-negative safe integer, or a string of digits holding one; anything else is null. */
export function toId(value: unknown): number | null {
  // `+ 0` turns -0 into 0 (a JSON round trip does the same).
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? value + 0 : null;
  if (typeof value === 'string' && DIGITS.test(value)) return Number(value);
  return null;
}

/** Ids from an array (or a comma-separated string), dropping nulls and non-numeric entries. */
export function toIdList(value: unknown): number[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const ids: number[] = [];
  for (const item of items) {
    const id = toId(typeof item === 'string' ? item.trim() : item);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export function toIntOrNull(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number)) return null;
  // `+ 0` turns -0 into 0, so a re-parse compares equal.
  return Math.trunc(number) + 0;
}

export function toNumberOrNull(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number + 0 : null;
}

/** true/false, 0/1 (any non-zero number is true), "0"/"1"/"true"/"false"; otherwise null. */
export function toFlagOrNull(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value !== 0;
  if (typeof value === 'string') {
    const normalized = value.trim().toLowerCase();
    if (normalized === '1' || normalized === 'true') return true;
    if (normalized === '0' || normalized === 'false' || normalized === '') return false;
  }
  return null;
}

export function toTextOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A field that never fails: the converter is the schema. */
function lenient<T>(convert: (value: unknown) => T): Converter<T> {
  return convert;
}

/** A required id: the only field kind whose failure rejects the record it belongs to. */
export const idSchema: Schema<number> = (value, issues) => {
  const id = toId(value);
  return id === null ? invalid(issues) : id;
};

export const nullableId = () => lenient(toId);
export const idList = () => lenient(toIdList);
export const int = (fallback = 0) => lenient((value) => toIntOrNull(value) ?? fallback);
export const nullableInt = () => lenient(toIntOrNull);
export const flag = (fallback: boolean) => lenient((value) => toFlagOrNull(value) ?? fallback);
export const nullableFlag = () => lenient(toFlagOrNull);
export const text = (fallback = '') => lenient((value) => toTextOrNull(value) ?? fallback);
export const nullableText = () => lenient(toTextOrNull);
/** Timestamps stay ISO strings: they are JSON-friendly and cheap to compare. */
export const timestamp = () => lenient((value) => (typeof value === 'string' ? value : null));

export function enumValue<Known extends string>(values: readonly Known[], fallback: Known) {
  return lenient((value): Lenient<Known> => toLenient(values, value) ?? fallback);
}

export function nullableEnum<Known extends string>(values: readonly Known[]) {
  return lenient((value): Lenient<Known> | null => toLenient(values, value));
}

function toLenient<Known extends string>(
  values: readonly Known[],
  value: unknown,
): Lenient<Known> | null {
  if (typeof value !== 'string' || value === '') return null;
  return (values as readonly string[]).includes(value) ? (value as Known) : (value as UnknownValue);
}

/**
 * An array where each item is parsed on its own: an item that does not fit (no valid id, not
 * an object) is dropped instead of failing the whole payload, so one malformed card cannot take
 * a board down. Items with a duplicate id keep the first occurrence (ids key React lists).
 * A non-array becomes [].
 */
export function lenientArray<T>(schema: Schema<T>) {
  return lenient((value): T[] => {
    if (!Array.isArray(value)) return [];
    const items: T[] = [];
    const seenIds = new Set<unknown>();
    for (const item of value) {
      const parsed = schema(item, null);
      if (parsed === FAILURE || parsed === null) continue;
      const id = isPlainObject(parsed) ? parsed['id'] : undefined;
      if (id !== undefined) {
        if (seenIds.has(id)) continue;
        seenIds.add(id);
      }
      items.push(parsed);
    }
    return items;
  });
}

/**
 * A map keyed by id (`{"12": {...}}`) into `Record<number, T>`, keyed by each item's own id.
 * Also accepts an array of items, which is how an empty PHP map is serialized (`[]`).
 * An item without an id takes the id of its key; items that do not fit are dropped.
 */
export function idMap<T extends { id: number }>(schema: Schema<T>) {
  const add = (map: Record<number, T>, key: string | null, item: unknown) => {
    const withId =
      isPlainObject(item) && item['id'] == null && key !== null ? { ...item, id: key } : item;
    const parsed = schema(withId, null);
    if (parsed !== FAILURE && parsed !== null) map[parsed.id] = parsed;
  };
  return lenient((value): Record<number, T> => {
    const map: Record<number, T> = {};
    if (Array.isArray(value)) {
      for (const item of value) add(map, null, item);
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) add(map, key, value[key]);
    }
    return map;
  });
}

/** A map keyed by id whose values are taken as they are (custom field values, counters). */
/** `convert` returns undefined to leave an entry out. */
export function idKeyedRecord<T>(convert: (value: unknown) => T | undefined) {
  return lenient((value): Record<number, T> => {
    const map: Record<number, T> = {};
    if (!isPlainObject(value)) return map;
    for (const key of Object.keys(value)) {
      const id = toId(key);
      const converted = convert(value[key]);
      if (id !== null && converted !== undefined) map[id] = converted;
    }
    return map;
  });
}

/** A nested object whose fields all have defaults: missing or malformed becomes the defaults. */
export function withDefaults<T>(schema: Schema<T>) {
  return lenient((value): T => {
    const parsed = schema(isPlainObject(value) ? value : {}, null);
    if (parsed !== FAILURE) return parsed;
    // Every field of `schema` has a default, so parsing {} succeeds.
    const defaults = schema({}, null);
    if (defaults === FAILURE) throw new Error('withDefaults: a field of the schema has no default');
    return defaults;
  });
}

/** A nested record that may be absent: null when missing or when it does not fit. */
export function nullableRecord<T>(schema: Schema<T>) {
  return lenient((value): T | null => (value == null ? null : parseOrNull(schema, value)));
}

/**
 * A list response: must be an array (or Laravel's `{data: [...]}` wrapper), else the response
 * is malformed; items are recovered one by one as in `lenientArray`.
 */
export function listOf<T>(schema: Schema<T>): Schema<T[]> {
  const items = lenientArray(schema);
  return (value, issues) => {
    if (Array.isArray(value)) return items(value);
    if (isPlainObject(value) && Array.isArray(value['data'])) return items(value['data']);
    return invalid(issues);
  };
}
