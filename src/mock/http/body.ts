import { payloadTooLarge, unsupportedMediaType } from './errors';

/** The largest request body any server of ours reads (CONTRACT.md 4b). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Keys that would reach `Object.prototype` through a later assignment; dropped from bodies. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function byteLength(text: string): number {
  // Characters are at most 3 UTF-8 bytes each: count exactly only when it could matter.
  return text.length * 3 <= MAX_BODY_BYTES ? text.length : new TextEncoder().encode(text).length;
}

/**
 * The request body as Laravel sees it, behind the rules every server of ours follows:
 * - over 1 MB: 413, before parsing (the Node server also stops reading: `http-bridge.ts`);
 * - a non-empty body not declared as JSON (`text/plain`, a form): 415, so a page elsewhere
 *   cannot send a "simple" cross-origin request that we would parse as JSON;
 * - declared JSON that does not parse, or is not an object: read as `{}` (CONTRACT.md 1: the
 *   required fields then fail with 422);
 * - `__proto__`, `constructor` and `prototype` keys are dropped at every depth.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw payloadTooLarge();
  let text: string;
  try {
    text = await request.text();
  } catch {
    return {};
  }
  if (byteLength(text) > MAX_BODY_BYTES) throw payloadTooLarge();
  if (text.trim() === '') return {};
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) throw unsupportedMediaType();
  try {
    const parsed: unknown = JSON.parse(text, (key, value: unknown) =>
      PROTOTYPE_KEYS.has(key) ? undefined : value,
    );
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
