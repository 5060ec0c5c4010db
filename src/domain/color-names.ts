import { t } from '@/lib/i18n/translate';

/** Names for the palettes' colors, so color pickers have accessible labels in every language. */
const NAMES: Record<string, () => string> = {
  '#ef4444': () => t('color.red', 'Red'),
  '#f97316': () => t('color.orange', 'Orange'),
  '#f59e0b': () => t('color.amber', 'Amber'),
  '#eab308': () => t('color.yellow', 'Yellow'),
  '#84cc16': () => t('color.lime', 'Lime'),
  '#22c55e': () => t('color.green', 'Green'),
  '#10b981': () => t('color.emerald', 'Emerald'),
  '#06b6d4': () => t('color.cyan', 'Cyan'),
  '#3b82f6': () => t('color.blue', 'Blue'),
  '#8b5cf6': () => t('color.violet', 'Violet'),
  '#ec4899': () => t('color.pink', 'Pink'),
  '#64748b': () => t('color.slate', 'Slate'),
  '#6b7280': () => t('color.gray', 'Gray'),
  '#000000': () => t('color.black', 'Black'),
};

/** "Red" for `#ef4444`; a color outside the palettes is named by its code. */
export function colorName(color: string): string {
  return NAMES[color]?.() ?? color;
}
