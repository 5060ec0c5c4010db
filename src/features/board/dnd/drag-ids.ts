/** dnd-kit ids: cards and columns share one DndContext, so their ids are namespaced. */
export const cardDragId = (cardId: number): string => `card-${cardId}`;
export const columnDragId = (columnId: number): string => `column-${columnId}`;

export type DragTarget = { kind: 'card'; id: number } | { kind: 'column'; id: number };

export function parseDragId(id: string | number): DragTarget | null {
  const match = /^(card|column)-(\d+)$/.exec(String(id));
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] === 'card' ? 'card' : 'column', id: Number(match[2]) };
}
