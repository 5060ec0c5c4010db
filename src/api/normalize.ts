/**
 * Normalization entry points: arbitrary JSON in, a clean shape or a described failure out.
 * They never throw, and they are idempotent (a clean value parses to an equal value), so data
 * that was already normalized (a cache restored from storage, a test fixture) can go through
 * them again.
 */
import { boardSearchResultSchema, boardWorkingSetSchema } from './schemas/board-payload';
import { cardSchema } from './schemas/card';
import { cardDetailSchema } from './schemas/extensions';
import { safeParse, type Schema } from './schemas/shape';
import type { BoardSearchResult, BoardWorkingSet, Card, CardDetail } from './types';

export type NormalizeResult<T> = { ok: true; value: T } | { ok: false; error: NormalizeError };

export interface NormalizeError {
  /** Human-readable summary, e.g. `id: Invalid input`. */
  message: string;
  issues: { path: string; message: string }[];
}

export function normalizeWith<T>(schema: Schema<T>, json: unknown): NormalizeResult<T> {
  try {
    const result = safeParse(schema, json);
    if (result.success) return { ok: true, value: result.data };
    const issues = result.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const message =
      issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))[0] ??
      'Invalid input';
    return { ok: false, error: { message, issues } };
  } catch (error) {
    // Schemas are written not to throw; this guards the promise made to callers.
    return {
      ok: false,
      error: { message: error instanceof Error ? error.message : 'Invalid input', issues: [] },
    };
  }
}

/** The full board read. Fails only when the payload is not an object with a valid board id. */
export function normalizeBoard(json: unknown): NormalizeResult<BoardWorkingSet> {
  return normalizeWith(boardWorkingSetSchema, json);
}

export function normalizeSearchResult(json: unknown): NormalizeResult<BoardSearchResult> {
  return normalizeWith(boardSearchResultSchema, json);
}

/** One card. Fails when id, board_id or column_id is missing or not an id. */
export function normalizeCard(json: unknown): NormalizeResult<Card> {
  return normalizeWith(cardSchema, json);
}

export function normalizeCardDetail(json: unknown): NormalizeResult<CardDetail> {
  return normalizeWith(cardDetailSchema, json);
}
