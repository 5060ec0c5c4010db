import { parseDateValue } from '../custom-fields';

/**
 * Filter values arrive as JSON from the client or as query-string text at the mock
 * (`by[customFields][0][value]=5`); these read both forms.
 */

export function filterNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function filterBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return null;
}

export function filterDate(value: unknown): Date | null {
  return parseDateValue(value);
}

export function filterUserId(value: unknown): number | null {
  const id = filterNumber(value);
  return id != null && Number.isInteger(id) && id > 0 ? id : null;
}

export function filterString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A list read element by element; null when not an array or an element fails. */
export function filterList<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (!Array.isArray(value)) return null;
  const out: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === null) return null;
    out.push(parsed);
  }
  return out;
}

/** A [min, max] pair with min <= max, or null. */
export function filterRange<T extends number | Date>(
  value: unknown,
  read: (item: unknown) => T | null,
): [T, T] | null {
  const list = filterList(value, read);
  if (list == null || list.length !== 2) return null;
  const [min, max] = list as [T, T];
  return Number(min) <= Number(max) ? [min, max] : null;
}
