import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '../http/body';
import { payloadTooLarge } from '../http/errors';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Accept, X-Requested-With, Idempotency-Key, If-Match, ' +
    'If-None-Match, Last-Event-ID, X-Mock-Control',
  'Access-Control-Expose-Headers': 'ETag, Retry-After',
  'Access-Control-Max-Age': '600',
};

/** The app's own origins: `npm run dev` and `npm run demo` (CONTRACT.md 4b: no one else). */
export const APP_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/** `CORS_ORIGINS=https://a.example,https://b.example`: more origins the app is served from. */
export function originsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/**
 * CORS answers only for the app's origins: a page elsewhere cannot read the API's answers with a
 * token it stole, nor drive the mock. Requests without an Origin (curl, tests) need none.
 */
export function corsHeaders(
  request: IncomingMessage,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  const origin = request.headers.origin;
  if (origin === undefined || !allowed.has(origin)) return { Vary: 'Origin' };
  return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/**
 * Reads the body, refusing (413) as soon as it is known to be over the limit: never keeps it
 * all. The stream is not destroyed on a refusal (that would reset the connection before the
 * answer): the caller drops the rest (`discardRest` in server.ts).
 */
function readRaw(request: IncomingMessage): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return Promise.reject(payloadTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > MAX_BODY_BYTES) {
        request.off('data', onData);
        request.off('end', onEnd);
        reject(payloadTooLarge());
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', reject);
  });
}

/** A Node request as a Fetch `Request`, for msw's `getResponse`. */
export async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value != null) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readRaw(request));
  return new Request(new URL(request.url ?? '/', origin), { method, headers, body });
}

export async function writeFetchResponse(
  response: Response,
  target: ServerResponse,
  extraHeaders: Record<string, string>,
): Promise<void> {
  // An injected network error (Response.error()): drop the connection, as a failing network does.
  if (response.type === 'error') {
    target.destroy();
    return;
  }
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  target.writeHead(response.status, headers);
  if (response.body && headers['content-type']?.startsWith('text/event-stream')) {
    await streamBody(response.body, target);
    return;
  }
  target.end(Buffer.from(await response.arrayBuffer()));
}

/** An event stream goes out as it is written, until either side ends it. */
async function streamBody(body: ReadableStream<Uint8Array>, target: ServerResponse): Promise<void> {
  const reader = body.getReader();
  target.on('close', () => void reader.cancel().catch(() => undefined));
  target.flushHeaders();
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done || target.destroyed) break;
    target.write(value);
  }
  target.end();
}
