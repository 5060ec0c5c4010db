/**
 * Writes already made but not handed to their queue yet: an undo's or a bulk action's, sent
 * after the frame that shows them (`undo-run.ts`). A newer write must not overtake them, or
 * the server would apply a card's changes out of the order they were made (a bulk move sent
 * after the drag that followed it): the mutation cache hands them over first
 * (`flushEarlierWrites`, before it builds any write).
 */
let flushEarlier: (() => void) | null = null;

/** Registers what hands the waiting writes to the queue (null: none any more). */
export function setEarlierWritesFlush(flush: (() => void) | null): void {
  flushEarlier = flush;
}

export function flushEarlierWrites(): void {
  flushEarlier?.();
}
