/** How a column stands against its soft WIP limit (CONTRACT 4b): shown, never enforced. */
export type WipState = 'none' | 'under' | 'at' | 'over';

export function wipState(count: number, limit: number | null | undefined): WipState {
  if (limit == null || !Number.isInteger(limit) || limit < 1) return 'none';
  if (count > limit) return 'over';
  return count === limit ? 'at' : 'under';
}

/** The limit as typed in a form: '' for none; null when it is not a whole number from 1. */
export function parseWipLimit(text: string, max: number): number | null | 'none' {
  const trimmed = text.trim();
  if (trimmed === '') return 'none';
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= max ? value : null;
}
