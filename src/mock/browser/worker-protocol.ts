/**
 * Messages between a page and the mock service's worker (mock-service.worker.ts): a
 * SharedWorker that every tab of the demo talks to (one set of data, one event stream), or a
 * dedicated Worker where the browser has no SharedWorker. The page's demo fetch sends each
 * API request; the worker answers it with the same handlers the Node server uses. Bodies travel
 * as transferred ArrayBuffers; an event stream's body as chunks until it ends or is cancelled.
 * Ids are the page's own: each page has its own port.
 */
export type ToMockWorker = ToMockWorkerCall & {
  /**
   * The page's clock when it sent the message. The service's clock follows the page's
   * (page-clock.ts): the same as its own in a browser, and a test's fixed or advanced page clock
   * reaches the seed's relative due dates and every record the mock writes.
   */
  now: number;
};

type ToMockWorkerCall =
  | { type: 'start'; id: number; seedSize?: number }
  | { type: 'reset'; id: number; size?: number }
  | {
      type: 'request';
      id: number;
      method: string;
      url: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  /** The page stopped reading the stream answering request `id`. */
  | { type: 'cancel'; id: number }
  /** The page is going away: its streams end (a SharedWorker never hears a port close). */
  | { type: 'goodbye'; id: number };

export interface ResponseHead {
  status: number;
  statusText: string;
  headers: [string, string][];
}

export type FromMockWorker =
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; message: string }
  | ({ type: 'response'; id: number; body: ArrayBuffer } & ResponseHead)
  /** A streamed answer's head; its body follows as `chunk`s and one `end`. */
  | ({ type: 'stream'; id: number } & ResponseHead)
  | { type: 'chunk'; id: number; bytes: ArrayBuffer }
  | { type: 'end'; id: number }
  /** An injected network fault: the page fails the request as a dropped connection does. */
  | { type: 'network-error'; id: number }
  /** No mock route matches: the request goes to the network. */
  | { type: 'unhandled'; id: number };
