/** A value that survives JSON.stringify / JSON.parse unchanged. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type JsonObject = { [key: string]: JsonValue };

/** A non-null, non-array object (what JSON.parse gives for `{...}`). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only JSON-representable data; functions, undefined, NaN and Infinity become null. */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  // `+ 0` turns -0 into 0, which is what a JSON round trip does.
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (isPlainObject(value)) {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      // defineProperty: a `__proto__` key from JSON.parse must stay a plain key.
      if (item !== undefined) {
        Object.defineProperty(out, key, {
          value: toJsonValue(item),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return out;
  }
  return null;
}
