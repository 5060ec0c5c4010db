import type { FieldErrors } from '@/domain/field-errors';

export type { FieldErrors } from '@/domain/field-errors';

/** Error bodies of spec section 7 with the status codes of CONTRACT.md section 1. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : String(body.error ?? status));
  }
}

export function unauthenticated(): HttpError {
  return new HttpError(401, { error: 'Unauthenticated.' });
}

export function forbidden(message = 'This action is unauthorized.'): HttpError {
  return new HttpError(403, { message });
}

export function notFound(message = 'Not found.'): HttpError {
  return new HttpError(404, { message });
}

/** Bodies over `MAX_BODY_BYTES`: refused before they are parsed (CONTRACT.md 4b). */
export function payloadTooLarge(): HttpError {
  return new HttpError(413, { message: 'The request body must not be larger than 1 MB.' });
}

/** A body that is not declared as JSON (CONTRACT.md 4b). */
export function unsupportedMediaType(): HttpError {
  return new HttpError(415, {
    message: 'Send the request body as JSON (Content-Type: application/json).',
  });
}

/** 422 with Laravel's shape: `message` is the first error message. */
export function validationFailed(errors: FieldErrors): HttpError {
  const first =
    Object.values(errors).find((list) => list.length > 0)?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, { message: first, errors });
}

/** One-field 422, for rules checked after the schema (existence, cycles, uniqueness). */
export function invalid(key: string, message: string): HttpError {
  return validationFailed({ [key]: [message] });
}

/** The value, or a 404 when the lookup found nothing. */
export function found<T>(value: T | undefined | null, message = 'Not found.'): T {
  if (value == null) throw notFound(message);
  return value;
}
