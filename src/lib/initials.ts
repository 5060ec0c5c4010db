/** Up to two initials from a person's name ("Maya Manager" -> "MM"); "?" when there is none. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const initials = letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
  // Two upright strokes on a colored disc read as a pause button: "Ines Interact" is "In".
  if (initials === 'II') {
    const [first = 'I', second = ''] = Array.from(words[0] ?? '');
    return `${first.toUpperCase()}${second.toLowerCase()}`;
  }
  return initials || '?';
}
