/** A parsed bracket query string: `by[tags][]=1` becomes `{ by: { tags: ['1'] } }`. */
export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

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

function assign(target: QueryObject | QueryValue[], parts: string[], value: string): void {
  const [head, ...rest] = parts;
  if (head == null) return;
  if (Array.isArray(target)) {
    // `[]` appends; an explicit index on an array-typed slot is treated as a key.
    const index = head === '' ? target.length : Number(head);
    if (!Number.isInteger(index)) return;
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
  return rest[0] === '' ? [] : {};
}

/** Parses PHP/Laravel-style bracket parameters into nested objects and arrays. */
export function parseQuery(params: URLSearchParams): QueryObject {
  const result: QueryObject = {};
  for (const [rawKey, value] of params) {
    assign(result, splitKey(rawKey), value);
  }
  return result;
}
