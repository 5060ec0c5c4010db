/** Column colors (spec 2.4). */
export const COLUMN_COLORS = [
  '#ef4444',
  '#f97316',
  '#f59e0b',
  '#84cc16',
  '#10b981',
  '#06b6d4',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#64748b',
] as const;
export type ColumnColor = (typeof COLUMN_COLORS)[number];

/** Card cover colors (spec 2.5). */
export const CARD_COVER_COLORS = [
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#06b6d4',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#6b7280',
  '#000000',
] as const;
export type CardCoverColor = (typeof CARD_COVER_COLORS)[number];

/**
 * Avatar backgrounds behind white initials (each reaches 4.5:1; theme-contrast.test.ts): eight
 * hues apart from one another and from the overdue red (avatar-color.test.ts), so a person's
 * disc is not read as a warning. Slate first: the demo's departed user gets it.
 */
export const AVATAR_COLORS = [
  '#475569',
  '#0e7490',
  '#2563eb',
  '#a16207',
  '#7c3aed',
  '#a21caf',
  '#be185d',
  '#15803d',
] as const;
