/**
 * Typed failures of the API layer. Every rejected request is an ApiError, except a cancelled one:
 * an abort rejects with the AbortError itself, which React Query treats as a cancellation.
 */
import type { FieldErrors } from '@/domain/field-errors';
import { isPlainObject } from '@/lib/json';

export type ApiErrorKind =
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  /** 412: the record changed since the version the write started from (CONTRACT 4b). */
  | 'conflict'
  | 'network'
  | 'server';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number | null;
  message: string;
  fieldErrors?: FieldErrors;
  /** The request went to an extension endpoint (CONTRACT.md 4), which a server may lack. */
  extension?: boolean;
  /** The server's `Retry-After`, in milliseconds from now (429, 503). */
  retryAfterMs?: number | null;
  /** A 412's record as it is now (unparsed). */
  current?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; null for network failures. */
  readonly status: number | null;
  /** Validation errors by field (Laravel keys for nested input: `members.0.permission`). */
  readonly fieldErrors: FieldErrors;
  readonly extension: boolean;
  /** How long the server asked to wait before trying again (`Retry-After`), or null. */
  readonly retryAfterMs: number | null;
  /** On a conflict (412): the record as the server holds it now, unparsed; else undefined. */
  readonly current: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.extension = init.extension ?? false;
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.current = init.current;
  }
}

/**
 * `Retry-After`: delay-seconds or an HTTP date; milliseconds from `now`, or null when absent or
 * unreadable. Capped at ten minutes, so a wrong header cannot park a write for hours.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(0, ms), 600_000);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The first validation message for a field, or undefined. */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;
}

/**
 * An extension endpoint the server does not have (404 or 405): the UI hides that control.
 * A 404 from an extension that reads one record (a card) can also mean the record is gone;
 * callers that know the record exists (it is in the board's working set) can tell the two apart.
 */
export function isUnsupported(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status !== null &&
    (error.status === 405 || (error.extension && error.status === 404))
  );
}

/** An abort (React Query cancellation, unmount): never shown as a failure. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

function messageOf(body: unknown): string | null {
  if (!isPlainObject(body)) return null;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = isPlainObject(body) ? body['errors'] : undefined;
  const fieldErrors: FieldErrors = {};
  if (!isPlainObject(errors)) return fieldErrors;
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length > 0) fieldErrors[field] = list;
  }
  return fieldErrors;
}

/**
 * Maps an error response to an ApiError. `body` is the parsed JSON body, or null when the body
 * was empty or not JSON (a proxy's HTML page, say): the status alone decides the kind then.
 */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  options: { extension?: boolean; retryAfterMs?: number | null } = {},
): ApiError {
  const message = messageOf(body);
  const base = {
    status,
    extension: options.extension ?? false,
    retryAfterMs: options.retryAfterMs ?? null,
  };
  switch (status) {
    case 401:
      return new ApiError({
        ...base,
        kind: 'unauthenticated',
        message: message ?? 'Your session has expired. Sign in again.',
      });
    case 403:
      return new ApiError({
        ...base,
        kind: 'forbidden',
        message: message ?? 'You do not have permission to do this.',
      });
    case 404:
      return new ApiError({ ...base, kind: 'not_found', message: message ?? 'Not found.' });
    case 405:
      return new ApiError({
        ...base,
        kind: 'not_found',
        message: message ?? 'This server does not support this operation.',
      });
    case 412:
      return new ApiError({
        ...base,
        kind: 'conflict',
        message: message ?? 'Someone else changed this meanwhile.',
        current: isPlainObject(body) ? body['current'] : undefined,
      });
    case 422: {
      const fieldErrors = fieldErrorsOf(body);
      const firstFieldMessage = Object.values(fieldErrors)[0]?.[0];
      return new ApiError({
        ...base,
        kind: 'validation',
        message: message ?? firstFieldMessage ?? 'The given data was invalid.',
        fieldErrors,
      });
    }
    default:
      return new ApiError({
        ...base,
        kind: 'server',
        message: message ?? `The server answered with an error (HTTP ${status}).`,
      });
  }
}

/** The network failed (DNS, offline, CORS, connection reset) or the server did not answer in time. */
export function networkError(
  cause: unknown,
  options: { extension?: boolean; timedOut?: boolean } = {},
): ApiError {
  return new ApiError({
    kind: 'network',
    status: null,
    message: options.timedOut
      ? 'The server did not answer in time.'
      : 'Could not reach the server.',
    extension: options.extension ?? false,
    cause,
  });
}

/** A 2xx response whose body is not JSON or does not have the expected shape. */
export function malformedResponseError(
  status: number,
  detail: string,
  options: { extension?: boolean } = {},
): ApiError {
  return new ApiError({
    kind: 'server',
    status,
    message: `The server sent a malformed response (${detail}).`,
    extension: options.extension ?? false,
  });
}
