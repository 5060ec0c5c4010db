import { boardVersion, eventMessage, eventsSince } from '../../events/board-events';
import { joinBoard, presenceMessage } from '../../events/presence';
import { boardRoute, type MockRoute } from '../../http/route';
import type { StreamMessage } from '../../service';

/** A comment line this often keeps proxies from closing a quiet stream (CONTRACT 4b). */
export const KEEP_ALIVE_MS = 15_000;

function frame({ id, event, data }: StreamMessage): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function lastEventId(request: Request): number | null {
  const header = request.headers.get('last-event-id');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

export const eventHandlers: MockRoute[] = [
  /**
   * GET /boards/{board}/events (CONTRACT 4b): one event per committed write, resumed after
   * `Last-Event-ID` (or `event: reset` once those are no longer kept), a `presence` event with
   * who has the board open, and a comment line every 15 s.
   */
  boardRoute('get', '/boards/:board/events', { level: 'view' }, (ctx) => {
    const { service, board, user } = ctx;
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
        const since = lastEventId(ctx.request);
        if (since !== null) {
          const missed = eventsSince(ctx.db, board.id, since);
          if (missed === 'reset') {
            const version = boardVersion(ctx.db, board.id);
            send(frame({ id: version, event: 'reset', data: { version } }));
          } else {
            for (const event of missed) send(frame(eventMessage(event)));
          }
        }
        const unsubscribe = service.subscribe(board.id, (message) => send(frame(message)));
        const leave = joinBoard(service, board.id, { id: user.id, name: user.name });
        // Joining told the others; the new stream hears who is there, itself included.
        send(frame(presenceMessage(service, board.id)));
        const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
        close = () => {
          clearInterval(keepAlive);
          unsubscribe();
          leave();
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
