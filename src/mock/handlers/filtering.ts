import type { QueryValue } from '../http/query';

/** A single string query value (`?filter=x`); arrays and nested values read as absent. */
export function queryString(value: QueryValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/** Case-insensitive substring over name and e-mail. */
export function matchesFilter(
  user: { name: string; email: string },
  filter: string | null,
): boolean {
  const needle = filter?.trim().toLowerCase() ?? '';
  if (needle === '') return true;
  return user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}

export function byName(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;
}
