/** Tolerant readers for an untrusted parsed JSON value. */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter(isObject) : [];

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export const numberOr = (value: unknown, fallback: number): number => {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** An ISO date-time when the value parses as a date, else null. */
export const isoOrNull = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

export const bool = (value: unknown): boolean => value === true || value === 'true';
