import { DndContext, DragOverlay, type DndContextProps } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DragHostProps {
  /** `useDragEngine(…).dndContextProps`. */
  engine: Pick<
    DndContextProps,
    | 'sensors'
    | 'collisionDetection'
    | 'accessibility'
    | 'onDragStart'
    | 'onDragMove'
    | 'onDragEnd'
    | 'onDragCancel'
  >;
  /** What follows the pointer (null when nothing is dragged). */
  overlay: ReactNode;
  /** False: the overlay vanishes at the drop (the calendar's chips), else it glides home. */
  animateDrop?: boolean;
  children: ReactNode;
}

/**
 * The one `DndContext` and drag overlay of a board view (docs/board-views.md). Every view gets
 * dnd-kit's own auto-scroll (the scroller under the pointer scrolls within 20% of its edges)
 * and droppable measuring (while dragging): one setting, here, for all of them.
 */
export function DragHost({ engine, overlay, animateDrop = true, children }: DragHostProps) {
  return (
    <DndContext {...engine}>
      {children}
      {createPortal(
        <DragOverlay dropAnimation={animateDrop ? undefined : null}>{overlay}</DragOverlay>,
        document.body,
      )}
    </DndContext>
  );
}
