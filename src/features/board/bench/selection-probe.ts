import { useEffect } from 'react';
import { nextFrame } from './next-frame';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import { useWriteServices } from '@/sync/writes/use-write-services';
import type { BoardWorkingSet } from '@/api/types';

interface Timing {
  /** From the action to the frame that shows it. */
  paintedMs: number;
  /** The longest main-thread block from the action until its writes are all queued. */
  longestMs: number;
}

interface SelectionTiming {
  cards: number;
  select: Timing;
  tag: Timing & { changed: number };
  /** The longest block until every write was saved and the board read again. */
  tagUntilSavedLongestMs: number;
  undo: Timing;
}

interface SelectionProbeWindow {
  /**
   * Selects the first `count` shown cards (a click and a Shift-click), adds a tag to them from
   * the selection (the bar's Tags menu's action), waits until saved, then undoes it.
   */
  __benchSelectAndTag?: (count: number) => Promise<SelectionTiming>;
}

/**
 * The longest main-thread block while it runs: a chain of MessageChannel tasks, the largest gap
 * between two of them (a task, or style, layout and paint), to about 1 ms.
 */
function blockProbe(): { stop: () => number } {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return {
    stop: () => {
      running = false;
      return longest;
    },
  };
}

/** The first frame after `shown()` holds, from `start`. */
async function paintedWhen(start: number, shown: () => boolean): Promise<number> {
  let painted = await nextFrame();
  while (!shown()) painted = await nextFrame();
  return painted - start;
}

/** `bench/selection.mjs`'s handle on selecting many cards and acting on them (issue 18). */
export function useBenchSelection(boardId: number): void {
  const services = useWriteServices();
  useEffect(() => {
    const probe = window as SelectionProbeWindow;
    probe.__benchSelectAndTag = async (count) => {
      const { cardSelection, shownOrder } = await import('@/features/selection/card-selection');
      const { runBulk } = await import('@/features/selection/bulk/run-bulk');
      const { undo } = await import('@/sync/undo/undo-core');
      const { undoSendsPending } = await import('@/sync/undo/undo-run');
      const { queryClient } = services;
      const board = () =>
        queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId)) as BoardWorkingSet;
      const slot = (id: number) => document.querySelector(`li[data-card-id="${id}"]`);
      cardSelection.clear();
      await nextFrame();
      const ids = shownOrder().slice(0, count);
      const [first] = ids;
      const last = ids.at(-1);
      if (first === undefined || last === undefined) throw new Error('no cards shown');

      let blocks = blockProbe();
      let start = performance.now();
      cardSelection.toggle(boardId, first);
      cardSelection.extendTo(boardId, last);
      const selectPainted = await paintedWhen(
        start,
        () =>
          slot(first)?.hasAttribute('data-selected') === true &&
          document.querySelector('[data-selection-count]')?.textContent?.startsWith(`${count} `) ===
            true,
      );
      const select = { paintedMs: selectPainted, longestMs: blocks.stop() };
      await new Promise((resolve) => setTimeout(resolve, 300));

      // The tag fewest of them have, so that most cards change; a card on screen that lacks it
      // shows when the change is painted.
      const tags = Object.values(board().tags);
      const lacking = (tagId: number) =>
        ids.filter((id) => !cardOf(board(), id)?.tags_ids.includes(tagId));
      const tag = tags.reduce((best, candidate) =>
        lacking(candidate.id).length > lacking(best.id).length ? candidate : best,
      );
      const target = lacking(tag.id).find((id) => slot(id) !== null);
      if (target === undefined) throw new Error('no card on screen lacks the tag');
      const shows = () => (slot(target)?.textContent ?? '').includes(tag.name);
      const changed = lacking(tag.id).length;

      blocks = blockProbe();
      start = performance.now();
      runBulk(services, boardId, ids, { kind: 'add-tag', tagId: tag.id });
      const tagPainted = await paintedWhen(start, shows);
      while (undoSendsPending()) await nextFrame();
      await nextFrame();
      const tagTiming = {
        paintedMs: tagPainted,
        longestMs: blocks.stop(),
        changed,
      };
      const untilSaved = blockProbe();
      while (queryClient.isMutating() > 0 || queryClient.isFetching() > 0) await nextFrame();
      await nextFrame();
      const tagUntilSavedLongestMs = untilSaved.stop();

      blocks = blockProbe();
      start = performance.now();
      undo(boardId);
      const undoPainted = await paintedWhen(start, () => !shows());
      while (undoSendsPending()) await nextFrame();
      await nextFrame();
      const undoTiming = { paintedMs: undoPainted, longestMs: blocks.stop() };
      while (queryClient.isMutating() > 0 || queryClient.isFetching() > 0) await nextFrame();
      cardSelection.clear();
      return {
        cards: ids.length,
        select,
        tag: tagTiming,
        tagUntilSavedLongestMs,
        undo: undoTiming,
      };
    };
    return () => {
      delete probe.__benchSelectAndTag;
    };
  }, [services, boardId]);
}
