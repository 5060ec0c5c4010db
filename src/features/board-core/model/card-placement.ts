/** Card ids per column while a drag is in progress (the MultipleContainers pattern). */
export type Placement = ReadonlyMap<number, readonly number[]>;

export function columnOf(placement: Placement, cardId: number): number | null {
  for (const [columnId, cardIds] of placement) if (cardIds.includes(cardId)) return columnId;
  return null;
}

/** Moves a card into another column at `index` (clamped); the same placement if already there. */
export function moveAcross(
  placement: Placement,
  cardId: number,
  toColumnId: number,
  index: number,
): Placement {
  const from = columnOf(placement, cardId);
  if (from === null || from === toColumnId) return placement;
  const next = new Map(placement);
  next.set(
    from,
    (placement.get(from) ?? []).filter((id) => id !== cardId),
  );
  const target = [...(placement.get(toColumnId) ?? [])];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, cardId);
  next.set(toColumnId, target);
  return next;
}

/**
 * Puts a card before `beforeCardId` in `columnId` (at the end when null or not there), from
 * wherever it is; the same placement when it is there already.
 */
export function placeBefore(
  placement: Placement,
  cardId: number,
  columnId: number,
  beforeCardId: number | null,
): Placement {
  const from = columnOf(placement, cardId);
  if (from === null || !placement.has(columnId)) return placement;
  const target = (placement.get(columnId) ?? []).filter((id) => id !== cardId);
  const at = beforeCardId === null ? -1 : target.indexOf(beforeCardId);
  target.splice(at < 0 ? target.length : at, 0, cardId);
  const current = placement.get(columnId) ?? [];
  if (from === columnId && target.every((id, index) => id === current[index])) return placement;
  const next = new Map(placement);
  if (from !== columnId) {
    next.set(
      from,
      (placement.get(from) ?? []).filter((id) => id !== cardId),
    );
  }
  next.set(columnId, target);
  return next;
}

/** Moves a card before `overCardId` within its column (arrayMove semantics). */
export function moveWithin(placement: Placement, cardId: number, overCardId: number): Placement {
  const columnId = columnOf(placement, cardId);
  if (columnId === null || columnOf(placement, overCardId) !== columnId) return placement;
  const ids = [...(placement.get(columnId) ?? [])];
  const from = ids.indexOf(cardId);
  const to = ids.indexOf(overCardId);
  if (from === to) return placement;
  ids.splice(from, 1);
  ids.splice(to, 0, cardId);
  return new Map(placement).set(columnId, ids);
}

/** Where a card ended: its column and the card now after it (null at the end). */
export function finalSpot(
  placement: Placement,
  cardId: number,
): { columnId: number; beforeCardId: number | null; index: number } | null {
  const columnId = columnOf(placement, cardId);
  if (columnId === null) return null;
  const ids = placement.get(columnId) ?? [];
  const index = ids.indexOf(cardId);
  return { columnId, beforeCardId: ids[index + 1] ?? null, index };
}
