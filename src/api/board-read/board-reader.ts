import type { BoardPatch } from './board-patch';
import type { FromBoardReader, ToBoardReader } from './board-read-protocol';

export interface BoardReader {
  /** The read as a patch against the previous one the reader saw; null if it could not read it. */
  compare(boardId: number, text: string): Promise<BoardPatch | null>;
  /** Keeps a read the page parsed itself as the baseline for the next one. */
  remember(boardId: number, text: string): void;
}

let reader: BoardReader | null | undefined;

/**
 * The page's one board reader (a Web Worker, started on first use), or null where there are
 * no workers (tests in jsdom, old browsers): the page then parses every read itself.
 */
export function boardReader(): BoardReader | null {
  if (reader !== undefined) return reader;
  if (typeof Worker === 'undefined') return (reader = null);
  const worker = new Worker(new URL('./board-read.worker.ts', import.meta.url), {
    type: 'module',
    name: 'board-reader',
  });
  let nextId = 0;
  const pending = new Map<number, (answer: FromBoardReader) => void>();
  worker.addEventListener('message', (event: MessageEvent<FromBoardReader>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  });
  const send = (message: Omit<ToBoardReader, 'id'>) =>
    new Promise<FromBoardReader>((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      worker.postMessage({ ...message, id: nextId } satisfies ToBoardReader);
    });
  reader = {
    async compare(boardId, text) {
      const answer = await send({ boardId, text, compare: true });
      return answer.ok ? answer.patch : null;
    },
    remember(boardId, text) {
      void send({ boardId, text, compare: false });
    },
  };
  return reader;
}
