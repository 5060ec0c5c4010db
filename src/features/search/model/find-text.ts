/** Lower case without accents, so "eli" finds "Éli" and "fallig" finds "Fällig". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Whether the Filters panel's search `find` (trimmed; empty finds all) is in any of `texts`. */
export function findsText(find: string, ...texts: readonly string[]): boolean {
  const wanted = fold(find.trim());
  return wanted === '' || texts.some((text) => fold(text).includes(wanted));
}
