/// <reference lib="webworker" />
// Reads board responses off the page's main thread (issue 14): parses and checks the JSON,
// compares it with the previous read of the same board, and answers with what changed, so
// the page never parses a 4 MB board again to find the two cards a teammate changed.
import { normalizeBoard } from '../normalize';
import { diffBoard, type BoardBaseline } from './board-patch';
import type { FromBoardReader, ToBoardReader } from './board-read-protocol';

declare const self: DedicatedWorkerGlobalScope;

const baselines = new Map<number, BoardBaseline>();

function read(message: ToBoardReader): FromBoardReader {
  let json: unknown;
  try {
    json = JSON.parse(message.text);
  } catch {
    baselines.delete(message.boardId);
    return { id: message.id, ok: false };
  }
  const board = normalizeBoard(json);
  if (!board.ok) {
    baselines.delete(message.boardId);
    return { id: message.id, ok: false };
  }
  const previous = message.compare ? (baselines.get(message.boardId) ?? null) : null;
  const { patch, baseline } = diffBoard(previous, board.value);
  baselines.set(message.boardId, baseline);
  // Remembering only: the page parsed this read itself.
  return { id: message.id, ok: true, patch: message.compare ? patch : null };
}

self.addEventListener('message', (event: MessageEvent<ToBoardReader>) => {
  self.postMessage(read(event.data));
});
