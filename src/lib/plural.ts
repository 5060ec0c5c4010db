import { formatNumber } from './i18n/format';

/** A count as people read it, in their locale: "5,000" (or "5.000"), not "5000". */
export function formatCount(count: number): string {
  return formatNumber(count);
}
