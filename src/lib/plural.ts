/** The noun for a count in English: "1 file", "0 files", "2 files". */
export function pluralNoun(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** A count with its noun: "1 comment", "3 comments". */
export function countText(count: number, one: string, many: string): string {
  return `${count} ${pluralNoun(count, one, many)}`;
}
