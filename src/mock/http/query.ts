import { invalid } from './errors';

/** A parsed bracket query string: `by[tags][]=1` becomes `{ by: { tags: ['1'] } }`. */
export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

/** Keys that would reach `Object.prototype` (or a constructor) through an assignment. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Higher explicit indices are refused (CONTRACT.md 4b): `ids[200000000]=2` built a sparse array. */
export const MAX_QUERY_INDEX = 1000;

function splitKey(raw: string): string[] {
  const open = raw.indexOf('[');
  if (open <= 0) return [raw];
  const parts = [raw.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  for (let match = pattern.exec(raw.slice(open)); match; match = pattern.exec(raw.slice(open))) {
    parts.push(match[1] ?? '');
  }
  return parts;
}

function newObject(): QueryObject {
  return Object.create(null) as QueryObject;
}

function assign(target: QueryObject | QueryValue[], parts: string[], value: string): void {
  const [head, ...rest] = parts;
  if (head == null) return;
  if (Array.isArray(target)) {
    // `[]` appends; an explicit index on an array-typed slot is treated as a key.
    const index = head === '' ? target.length : Number(head);
    if (!Number.isInteger(index) || index < 0 || index > target.length) return;
    if (rest.length === 0) {
      target[index] = value;
      return;
    }
    const existing = target[index];
    const child = existing != null && typeof existing === 'object' ? existing : nextContainer(rest);
    target[index] = child;
    assign(child, rest, value);
    return;
  }
  const key = head === '' ? String(Object.keys(target).length) : head;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  const existing = target[key];
  const child = existing != null && typeof existing === 'object' ? existing : nextContainer(rest);
  target[key] = child;
  assign(child, rest, value);
}

function nextContainer(rest: string[]): QueryObject | QueryValue[] {
  return rest[0] === '' ? [] : newObject();
}

/**
 * Parses PHP/Laravel-style bracket parameters into nested objects and arrays. Built for hostile
 * input: objects have no prototype and prototype keys are dropped (one GET could otherwise
 * change every later answer), explicit indices above `MAX_QUERY_INDEX` are a 422, and arrays are
 * never sparse (an index past the end is ignored).
 */
export function parseQuery(params: URLSearchParams): QueryObject {
  const result = newObject();
  for (const [rawKey, value] of params) {
    const parts = splitKey(rawKey);
    if (parts.some((part) => PROTOTYPE_KEYS.has(part))) continue;
    const tooHigh = parts
      .slice(1)
      .find((part) => /^\d+$/.test(part) && Number(part) > MAX_QUERY_INDEX);
    if (tooHigh !== undefined) {
      throw invalid(
        parts.join('.'),
        `Query array indices must not be greater than ${MAX_QUERY_INDEX}.`,
      );
    }
    assign(result, parts, value);
  }
  return result;
}
