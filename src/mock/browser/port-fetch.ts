import type { FromMockWorker, ToMockWorker } from './worker-protocol';

type Call = ToMockWorker extends infer Message
  ? Message extends { id: number }
    ? Omit<Message, 'id' | 'now'>
    : never
  : never;

type StreamMessage = Extract<FromMockWorker, { type: 'chunk' | 'end' }>;

export interface Port {
  postMessage(message: ToMockWorker, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromMockWorker>) => void): void;
  close(): void;
}

/**
 * Request/answer over the port, matched by id; a streamed answer's later messages go to the
 * `onStream` given with its request.
 */
export function connect(port: Port) {
  let nextId = 0;
  const pending = new Map<number, (message: FromMockWorker) => void>();
  const streams = new Map<number, (message: StreamMessage) => void>();
  port.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'chunk' || message.type === 'end') {
      streams.get(message.id)?.(message);
      if (message.type === 'end') streams.delete(message.id);
      return;
    }
    const settle = pending.get(message.id);
    pending.delete(message.id);
    if (message.type !== 'stream') streams.delete(message.id);
    settle?.(message);
  });
  return {
    call(
      call: Call,
      transfer: Transferable[] = [],
      onStream?: (id: number) => (message: StreamMessage) => void,
    ): Promise<FromMockWorker> {
      return new Promise((resolve) => {
        nextId += 1;
        pending.set(nextId, resolve);
        if (onStream) streams.set(nextId, onStream(nextId));
        port.postMessage({ ...call, id: nextId, now: Date.now() } as ToMockWorker, transfer);
      });
    },
    /** Tells the worker this page stopped reading the stream of request `id`. */
    cancel(id: number): void {
      streams.delete(id);
      port.postMessage({ type: 'cancel', id, now: Date.now() }, []);
    },
  };
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

type Service = ReturnType<typeof connect>;

/**
 * The page's `fetch` for the mock: the request goes over the port, and the worker's answer
 * becomes a `Response`. Aborting the request's signal rejects it (and ends a stream's body), as
 * the network would.
 */
export function fetchThrough(service: Service) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const signal = request.signal;
    if (signal.aborted) throw abortError(signal);
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    let streamController: ReadableStreamDefaultController<Uint8Array> | null = null;
    let requestId = 0;
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        streamController = controller;
      },
      cancel() {
        service.cancel(requestId);
      },
    });
    const answering = service.call(
      {
        type: 'request',
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
      },
      body ? [body] : [],
      (id) => {
        requestId = id;
        return (message) => {
          if (message.type === 'chunk') streamController?.enqueue(new Uint8Array(message.bytes));
          else streamController?.close();
        };
      },
    );
    const answer = await new Promise<FromMockWorker>((resolve, reject) => {
      const abort = () => {
        reject(abortError(signal));
        if (requestId) service.cancel(requestId);
      };
      signal.addEventListener('abort', abort, { once: true });
      void answering.then((message) => {
        signal.removeEventListener('abort', abort);
        resolve(message);
      });
    });
    switch (answer.type) {
      case 'response':
        return new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
          status: answer.status,
          statusText: answer.statusText,
          headers: answer.headers,
        });
      case 'stream':
        signal.addEventListener(
          'abort',
          () => {
            streamController?.error(abortError(signal));
            service.cancel(requestId);
          },
          { once: true },
        );
        return new Response(streamed, {
          status: answer.status,
          statusText: answer.statusText,
          headers: answer.headers,
        });
      case 'network-error':
        throw new TypeError('Failed to fetch');
      case 'unhandled':
        return globalThis.fetch(new Request(input, init));
      default:
        return Response.json({ message: 'The mock service failed.' }, { status: 500 });
    }
  };
}
