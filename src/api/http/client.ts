/**
 * The HTTP client: base URL, bearer token, JSON in and out, bracket query strings, typed errors.
 * Responses are parsed with a schema (`../schemas/shape.ts`); a response that does not fit becomes an ApiError of
 * kind `server` rather than a crash further down. No UI effects here (toasts and sign-in
 * prompts live in the QueryCache/MutationCache callbacks), and the token is never logged or
 * put into an error.
 */
import { yieldToMain } from '@/lib/yield-to-main';
import { normalizeWith } from '../normalize';
import type { Schema } from '../schemas/shape';
import {
  apiErrorFromResponse,
  isAbortError,
  malformedResponseError,
  networkError,
  parseRetryAfter,
} from './errors';
import { serializeQuery, type QueryParams } from './query-string';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What became of one request, for connectivity tracking (never carries the token). */
export type RequestOutcome = 'ok' | 'http-error' | 'unauthenticated' | 'network-error';

export interface ApiClientConfig {
  /** The API root, e.g. `https://example.test/api` or `/api`; a trailing slash is ignored. */
  baseUrl: string;
  /**
   * The bearer token, or a function read at every request: a request retried after signing in
   * again then carries the new token, even when it was started with the old one.
   */
  token: string | null | (() => string | null);
  fetchFn?: typeof fetch;
  /** Told the outcome of every request that was not cancelled (the app tracks connectivity). */
  onOutcome?: (outcome: RequestOutcome) => void;
  /**
   * A request that has not answered (headers and body) within this time is abandoned as a
   * network failure, which a write retries: one hung request never blocks a board's queue.
   */
  timeoutMs?: number;
}

/** Long enough for a 10,000-card board on a slow line, short enough that a hung write recovers. */
export const DEFAULT_TIMEOUT_MS = 30_000;

interface RequestBase {
  method: HttpMethod;
  /** Path below the base URL, starting with `/`. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON when not undefined. */
  body?: unknown;
  signal?: AbortSignal;
  /** The endpoint is an extension (CONTRACT.md 4): a 404/405 means the server lacks it. */
  extension?: boolean;
  /**
   * The version of the record the write started from (`If-Match`, CONTRACT 4b): a server that
   * versions records refuses it with 412 if the record changed since. null: no condition.
   */
  ifMatch?: number | null;
}

export interface JsonRequest<T> extends RequestBase {
  schema: Schema<T>;
}

/** A conditional read's outcome: the new value and its tag, or the held copy still current. */
export type ConditionalResult<T> =
  { modified: true; value: T; etag: string | null } | { modified: false; etag: string };

/** A long-lived read (`text/event-stream`), resumed after `lastEventId` (CONTRACT 4b). */
export interface StreamRequest {
  path: string;
  lastEventId: string | null;
  /** Aborting it closes the stream. */
  signal: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  /**
   * The same object for a client and the copies made from it (`withIdempotencyKey`): what a
   * session of the app remembers per connection is keyed by it.
   */
  readonly connection: object;
  /** Sends the request and parses the JSON response with `schema`. */
  request<T>(request: JsonRequest<T>): Promise<T>;
  /**
   * A read with `If-None-Match: etag` (CONTRACT 4b; null: none held): a 304 answers that the
   * held copy is current. The body comes as text, with its status, for a caller that parses
   * it elsewhere (the board reader's worker) or with `parseResponseText`.
   */
  requestTextIfChanged(
    request: RequestBase & { etag: string | null },
  ): Promise<ConditionalResult<{ text: string; status: number }>>;
  /** Sends the request and returns the response body as text (file contents). */
  requestText(request: RequestBase): Promise<string>;
  /** Sends the request and returns the response body's bytes (a file to save). */
  requestBlob(request: RequestBase): Promise<Blob>;
  /**
   * Opens a stream: the answer's headers must come within the timeout, then the body is the
   * caller's to read for as long as the server keeps it open. A refusal throws as `request`
   * does (an extension's 404 or 405 says the server lacks it).
   */
  openStream(request: StreamRequest): Promise<Response>;
  /**
   * The same client, whose POSTs carry `Idempotency-Key: key` (CONTRACT.md 4b): a write sent
   * again after a lost answer is then not applied twice.
   */
  withIdempotencyKey(key: string): ApiClient;
}

/** Bodies from this size on are parsed in steps (see `request`). */
const LARGE_BODY_CHARS = 256 * 1024;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Settles with `promise`, or rejects with the signal's reason once it aborts (whichever first). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Its late outcome no longer matters, but must not surface as an unhandled rejection.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error as Error);
      },
    );
  });
}

/**
 * A response body parsed and checked with `schema`; a body that is not JSON or does not fit is
 * an ApiError of kind `server`. A big body (a 5,000-card board is 4 MB) is parsed, checked and
 * handed on in separate tasks, so a background refetch never blocks input for their sum.
 */
export async function parseResponseText<T>(
  schema: Schema<T>,
  text: string,
  { status, extension }: { status: number; extension: boolean },
): Promise<T> {
  const large = text.length >= LARGE_BODY_CHARS;
  if (large) await yieldToMain();
  const body = parseJson(text);
  if (!body.ok) throw malformedResponseError(status, 'not JSON', { extension });
  if (large) await yieldToMain();
  const value = normalizeWith(schema, body.value);
  if (!value.ok) throw malformedResponseError(status, value.error.message, { extension });
  if (large) await yieldToMain();
  return value.value;
}

export function createApiClient(config: ApiClientConfig, idempotencyKey?: string): ApiClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchFn = config.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const tokenOption = config.token;
  const tokenOf = typeof tokenOption === 'function' ? tokenOption : () => tokenOption;
  const report = (outcome: RequestOutcome) => config.onOutcome?.(outcome);

  function headersFor(accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept };
    const token = tokenOf();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    return headers;
  }

  async function openStream(request: StreamRequest): Promise<Response> {
    const headers = headersFor('text/event-stream');
    if (request.lastEventId !== null) headers['Last-Event-ID'] = request.lastEventId;
    const controller = new AbortController();
    const cancel = () => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', cancel, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const options = { extension: true };
    let response: Response;
    try {
      if (request.signal.aborted) throw request.signal.reason;
      response = await untilAborted(
        fetchFn(`${baseUrl}${request.path}`, { headers, signal: controller.signal }),
        controller.signal,
      );
    } catch (error) {
      if (!timedOut && (isAbortError(error) || request.signal.aborted)) throw error;
      report('network-error');
      throw networkError(error, { ...options, timedOut });
    } finally {
      clearTimeout(timer);
    }
    report(response.ok ? 'ok' : response.status === 401 ? 'unauthenticated' : 'http-error');
    if (!response.ok) {
      const body = parseJson(await response.text().catch(() => ''));
      throw apiErrorFromResponse(response.status, body.ok ? body.value : null, {
        ...options,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      });
    }
    return response;
  }

  async function send(
    request: RequestBase,
    accept = 'application/json',
    etag: string | null = null,
    asBytes = false,
  ): Promise<{ response: Response; text: string; bytes: Blob | null }> {
    const query = request.query ? serializeQuery(request.query) : '';
    const url = `${baseUrl}${request.path}${query ? `?${query}` : ''}`;
    const headers = headersFor(accept);
    if (etag !== null) headers['If-None-Match'] = etag;
    if (request.ifMatch != null) headers['If-Match'] = `"${request.ifMatch}"`;
    if (idempotencyKey !== undefined && request.method === 'POST') {
      headers['Idempotency-Key'] = idempotencyKey;
    }
    // Our own controller and timer (not AbortSignal.timeout): fake timers in tests drive it, and
    // a timeout must read as a network failure (retried), not as a cancellation (dropped).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', cancel, { once: true });
    const init: RequestInit = { method: request.method, headers, signal: controller.signal };
    if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(request.body);
    }

    const options = { extension: request.extension ?? false };
    let response: Response;
    let text = '';
    let bytes: Blob | null = null;
    try {
      if (request.signal?.aborted) throw request.signal.reason;
      response = await untilAborted(fetchFn(url, init), controller.signal);
      // An error's body is JSON whatever was asked for.
      if (asBytes && response.ok) bytes = await untilAborted(response.blob(), controller.signal);
      else text = await untilAborted(response.text(), controller.signal);
    } catch (error) {
      // A cancellation stays an abort: React Query relies on it to drop the result quietly.
      if (!timedOut && (isAbortError(error) || request.signal?.aborted)) throw error;
      report('network-error');
      throw networkError(error, { ...options, timedOut });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
    const notModified = etag !== null && response.status === 304;
    report(
      response.ok || notModified
        ? 'ok'
        : response.status === 401
          ? 'unauthenticated'
          : 'http-error',
    );
    if (!response.ok && !notModified) {
      const body = parseJson(text);
      throw apiErrorFromResponse(response.status, body.ok ? body.value : null, {
        ...options,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      });
    }
    return { response, text, bytes };
  }

  const parsed = <T>(request: JsonRequest<T>, response: Response, text: string) =>
    parseResponseText(request.schema, text, {
      status: response.status,
      extension: request.extension ?? false,
    });

  return {
    baseUrl,
    connection: config,
    async requestTextIfChanged(request) {
      const { response, text } = await send(request, 'application/json', request.etag);
      const etag = response.headers.get('etag');
      if (response.status === 304) return { modified: false, etag: etag ?? request.etag ?? '' };
      return { modified: true, value: { text, status: response.status }, etag };
    },
    async request<T>(request: JsonRequest<T>): Promise<T> {
      const { response, text } = await send(request);
      return parsed(request, response, text);
    },
    async requestText(request: RequestBase): Promise<string> {
      // Error bodies are still JSON; the content itself may be any type.
      const { text } = await send(request, '*/*');
      return text;
    },
    async requestBlob(request: RequestBase): Promise<Blob> {
      const { bytes } = await send(request, '*/*', null, true);
      return bytes ?? new Blob([]);
    },
    openStream,
    withIdempotencyKey(key) {
      return createApiClient(config, key);
    },
  };
}
