/**
 * Messages between the page and the mock service's Web Worker (mock-service.worker.ts). The
 * page's MSW handler forwards each API request; the worker answers it with the same handlers
 * the Node server uses. Bodies travel as transferred ArrayBuffers.
 */
export type ToMockWorker =
  | { type: 'start'; id: number; seedSize?: number }
  | { type: 'reset'; id: number; size?: number }
  | {
      type: 'request';
      id: number;
      method: string;
      url: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    };

export type FromMockWorker =
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; message: string }
  | {
      type: 'response';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  /** An injected network fault: the page fails the request as a dropped connection does. */
  | { type: 'network-error'; id: number }
  /** No mock route matches: the request goes to the network. */
  | { type: 'unhandled'; id: number };
