import type { IncomingMessage, ServerResponse } from 'node:http';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Requested-With',
  'Access-Control-Max-Age': '600',
};

/** CORS for a browser app on another origin (the Vite dev server, the preview build). */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin ?? '*', Vary: 'Origin' };
}

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
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
  target.end(Buffer.from(await response.arrayBuffer()));
}
