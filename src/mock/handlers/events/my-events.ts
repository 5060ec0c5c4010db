import { effectiveLevel } from '../../db/queries';
import { userRoute, type MockRoute } from '../../http/route';
import type { StreamMessage } from '../../service';
import { KEEP_ALIVE_MS } from './events';

/**
 * GET /me/events (ours, docs/api.md): the events of every board the caller can see, in one
 * stream, each with its `board_id` beside the board stream's fields. My work follows its boards
 * with it: one connection instead of one per board (a browser opens at most six per server).
 * No `presence` (following here is not having a board open) and no resume: `Last-Event-ID` is
 * ignored, and a client that reconnects reads its boards again (an ETag read each).
 */
export const myEventHandlers: MockRoute[] = [
  userRoute('get', '/me/events', (ctx) => {
    const { service, db, user } = ctx;
    const boards = db.boards.filter(
      (board) => board.deleted_at == null && effectiveLevel(db, board, user) !== null,
    );
    const encoder = new TextEncoder();
    let close: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            close();
          }
        };
        const frame = (boardId: number, { id, event, data }: StreamMessage) =>
          `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify({ ...(data as object), board_id: boardId })}\n\n`;
        const unsubscribes = boards.map((board) =>
          service.subscribe(board.id, (message) => {
            if (message.event !== 'presence') send(frame(board.id, message));
          }),
        );
        // Says the stream is open at once (a comment), so a client can tell it is live.
        send(': following\n\n');
        const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
        close = () => {
          clearInterval(keepAlive);
          for (const unsubscribe of unsubscribes) unsubscribe();
        };
      },
      cancel() {
        close();
      },
    });
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
    });
  }),
];
