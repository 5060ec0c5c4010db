/** Deterministic, valid v4-shaped UUID for a numeric id (the seed must be reproducible). */
export function uuidFor(kind: number, id: number): string {
  const tail = String(id).padStart(12, '0');
  return `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${tail}`;
}

/** Opaque id tied to a card's current due date (calendar sync), stable for the same input. */
export function dueDateHash(cardId: number, dueDate: string | null): string | null {
  if (dueDate == null) return null;
  let hash = 0x811c9dc5;
  for (const char of `${cardId}|${dueDate}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Opaque file identifier used in file URLs. */
export function fileIdentifier(id: number): string {
  return `f${id.toString(36).padStart(6, '0')}`;
}
