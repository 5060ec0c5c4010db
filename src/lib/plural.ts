import { formatNumber } from './i18n/format';

/** The noun for a count in English: "1 file", "0 files", "2 files". */
export function pluralNoun(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** A count as people read it, in their locale: "5,000" (or "5.000"), not "5000". */
export function formatCount(count: number): string {
  return formatNumber(count);
}

/** A count with its noun: "1 comment", "3 comments", "5,000 cards". */
export function countText(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${pluralNoun(count, one, many)}`;
}
