/** Length limits of spec section 8 and CONTRACT.md section 3 (inclusive). */
export const LIMITS = {
  boardName: { max: 80 },
  boardDescription: { max: 600 },
  columnName: { max: 80 },
  columnDescription: { max: 300 },
  columnIcon: { max: 255 },
  /** A column's WIP limit (soft): 1 to this many cards. */
  columnWipLimit: { max: 999 },
  cardTitle: { max: 255 },
  tagName: { min: 2, max: 40 },
  tagDescription: { min: 3, max: 250 },
  customFieldName: { min: 1, max: 60 },
  customFieldDescription: { max: 250 },
  selectOptionLabel: { min: 1, max: 60 },
  selectOptions: { min: 1, max: 100 },
  textFieldMaxLength: { min: 1, max: 10_000 },
  textFieldPlaceholder: { max: 255 },
  numberDecimals: { min: 0, max: 10 },
  numberUnit: { max: 16 },
  mentionables: { max: 50 },
  users: { max: 50 },
} as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
