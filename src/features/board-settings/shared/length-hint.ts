import { t } from '@/lib/i18n/translate';

/** From this share of the limit on, a field shows how many characters it holds. */
const NEAR = 0.8;

/**
 * "64/80 characters", only in the last fifth before the limit (and over it): a counter that
 * always shows is noise on a short name; near the limit it says how much room is left.
 */
export function lengthHint(length: number, max: number): string | undefined {
  return length >= Math.ceil(max * NEAR)
    ? t('common.length', '{length}/{max} characters', { length, max })
    : undefined;
}
