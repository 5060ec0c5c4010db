/** dnd-kit ids: cards and columns share one DndContext, so their ids are namespaced. */
export const cardDragId = (cardId: number): string => `card-${cardId}`;
export const columnDragId = (columnId: number): string => `column-${columnId}`;

export type DragTarget = { kind: 'card'; id: number } | { kind: 'column'; id: number };

export function parseDragId(id: string | number): DragTarget | null {
  const match = /^(card|column)-(\d+)$/.exec(String(id));
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] === 'card' ? 'card' : 'column', id: Number(match[2]) };
}

/** A kanban column's card list, the drop target of card drags (its column's id). */
export const cardAreaDragId = (columnId: number): string => `cards-${columnId}`;

export function parseCardAreaId(id: string | number): number | null {
  const match = /^cards-(\d+)$/.exec(String(id));
  return match?.[1] ? Number(match[1]) : null;
}
