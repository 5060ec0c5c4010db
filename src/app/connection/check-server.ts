import { getMe } from '@/api/extensions/account';
import { createApiClient } from '@/api/http/client';
import { isApiError } from '@/api/http/errors';
import type { Me } from '@/api/types';

/** How long the connection form waits for `GET /me` before it says the server did not answer. */
export const SERVER_CHECK_TIMEOUT_MS = 8_000;

/** Why a server was not accepted: each has its own message (`check-failure-message.ts`). */
export type ServerCheckFailure =
  /** The browser is offline: nothing was asked. */
  | { kind: 'offline' }
  /** The request failed: no such host, refused connection, TLS, or blocked by CORS. */
  | { kind: 'unreachable' }
  | { kind: 'timeout'; seconds: number }
  /** 401 or 403: the server is there and refuses the token. */
  | { kind: 'refused'; status: number }
  /** 404 or 405 on `/me`: something answered, but not a project board API at this path. */
  | { kind: 'not-api'; status: number }
  /** Any other error status. */
  | { kind: 'status'; status: number }
  /** A 2xx whose body is not JSON or not a user (an HTML page, say). */
  | { kind: 'not-a-user'; status: number | null };

export type ServerCheck = { ok: true; me: Me } | { ok: false; failure: ServerCheckFailure };

export interface ServerCheckInput {
  baseUrl: string;
  token: string;
  /** Aborting it drops the check: `checkServer` then rejects with the abort. */
  signal: AbortSignal;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
  isOnline?: () => boolean;
}

function failureOf(error: unknown): ServerCheckFailure {
  if (!isApiError(error)) return { kind: 'unreachable' };
  const status = error.status;
  if (error.kind === 'network' || status === null) return { kind: 'unreachable' };
  if (status === 401 || status === 403) return { kind: 'refused', status };
  if (status === 404 || status === 405) return { kind: 'not-api', status };
  if (status >= 200 && status < 300) return { kind: 'not-a-user', status };
  return { kind: 'status', status };
}

/**
 * Asks the server who the token belongs to (`GET {baseUrl}/me`, through the app's API client)
 * before the app connects to it. Resolves with the user, or with what failed; rejects only when
 * `signal` aborts (the person left or changed what they typed).
 */
export async function checkServer({
  baseUrl,
  token,
  signal,
  timeoutMs = SERVER_CHECK_TIMEOUT_MS,
  fetchFn,
  isOnline = () => globalThis.navigator?.onLine ?? true,
}: ServerCheckInput): Promise<ServerCheck> {
  signal.throwIfAborted();
  if (!isOnline()) return { ok: false, failure: { kind: 'offline' } };
  const controller = new AbortController();
  const cancel = () => controller.abort(signal.reason);
  signal.addEventListener('abort', cancel, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  // Not the demo's fetch: the check goes to the network even while the demo runs.
  const client = createApiClient({ baseUrl, token, ...(fetchFn ? { fetchFn } : {}) });
  try {
    const me = await getMe(client, { signal: controller.signal });
    return { ok: true, me };
  } catch (error) {
    if (timedOut) return { ok: false, failure: { kind: 'timeout', seconds: timeoutMs / 1000 } };
    signal.throwIfAborted();
    return { ok: false, failure: failureOf(error) };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}
