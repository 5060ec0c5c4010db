import type {
  Active,
  CollisionDetection,
  KeyboardCoordinateGetter,
  Over,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import type { Spot } from '../announcements';

/** Where a dragged selection would land: a column, and the card it would go before. */
export interface SelectionSpot {
  columnId: number;
  /** Null: at the end (always so in a sorted column). */
  beforeCardId: number | null;
  /** The column's sticky sort in words, when it has one: the sort places the cards. */
  sortedBy?: string | null;
}

/** Where a dragged selection lands, and whether the cards already there keep their order. */
export interface SelectionLanding extends SelectionSpot {
  /** False where the group shows no manual order (the list under a header sort). */
  ordered?: boolean;
}

/**
 * What a view gives the drag engine (`useDragEngine`): how its drop targets become card moves.
 * `Target` is the view's own idea of where the dragged card is now (the kanban's placement, a
 * lane's placement, the list's projected drop, a calendar day); the engine keeps it, hands it
 * back on the next move, and renders nothing of it.
 */
export interface LayoutAdapter<Target> {
  /** The card a dnd-kit draggable id carries; null for other draggables (a kanban column). */
  cardOf: (dragId: UniqueIdentifier) => number | null;
  /**
   * The target with the card over `overId` (the dragged rect in `active`), from `current` (null:
   * the layout as it was before the drag). Returns `current` itself when nothing changed, so
   * the view does not render again; null when `overId` takes no card.
   */
  over: (
    cardId: number,
    active: Active,
    overId: UniqueIdentifier,
    current: Target | null,
  ) => Target | null;
  /** Where the card is at `target` (null: where it started), as the announcer speaks it. */
  spot: (cardId: number, target: Target | null) => Spot | null;
  /** Saves the drop of one card at `target`; false when it changes nothing (the card goes back). */
  drop: (cardId: number, target: Target) => boolean;
  /** The view takes a selection along (kanban, list): where it lands, and the frame of the drop. */
  selection?: {
    landing: (cardId: number, moving: readonly number[], target: Target) => SelectionLanding | null;
    /** The target as it shows once the selection moved (them together); default `target`. */
    gathered?: (target: Target, moving: readonly number[], landing: SelectionLanding) => Target;
  };
  /** Draggables that are not cards (the kanban's columns): what is said, and their drop. */
  other?: {
    spot: (id: number, overId: UniqueIdentifier | null) => Omit<Spot, 'columnId'> | null;
    drop: (active: Active, over: Over) => void;
  };
  /**
   * The view's own words for where the dragged card is at `target` (null: where it started),
   * in place of the engine's "Card … in column …, position …" (lanes name the lane and what a
   * lane change does; the calendar names the day). They come with the view's lazy chunk.
   */
  describe?: (active: Active, target: Target | null) => string;
  /** The view's own sentence for a drop at `target` (the calendar's "due date set to …"). */
  dropped?: (active: Active, target: Target | null) => string | null;
  names: { cardName: (cardId: number) => string; columnName: (columnId: number) => string };
  /** A column's soft WIP limit, to say when a drop takes it over. */
  columnLimit?: (columnId: number) => number | null;
  keyboard: KeyboardCoordinateGetter;
  collision?: CollisionDetection;
  instructions: ScreenReaderInstructions;
}
