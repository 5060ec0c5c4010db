import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http/errors';
import {
  attemptWrite,
  cancelQueuedWrite,
  holdWrite,
  idempotencyKeyOf,
  isWriteQueued,
  isWriteUndone,
  releaseAllHolds,
  serverFailuresOf,
  trackWrite,
  WriteCancelledError,
} from './write-run';

const serverError = () => new ApiError({ kind: 'server', status: 500, message: 'down' });

describe("a write's run, carried on its variables", () => {
  it('leaves what is sent and kept unchanged: the request body, the outbox record, a copy', async () => {
    const variables = { boardId: 1, changes: { title: 'New' } };
    const before = JSON.stringify(variables);
    trackWrite(variables);
    await attemptWrite(variables, () => Promise.resolve());
    expect(JSON.stringify(variables)).toBe(before);
    expect(structuredClone(variables)).toEqual({ boardId: 1, changes: { title: 'New' } });
    expect(Object.getOwnPropertySymbols(structuredClone(variables))).toEqual([]);
    expect(Object.getOwnPropertySymbols({ ...variables })).toEqual([]);
    expect(Object.keys(variables)).toEqual(['boardId', 'changes']);
  });

  it('keeps one key across the attempts of a write, and gives the next write another', async () => {
    const variables = { id: 1 };
    trackWrite(variables);
    const key = idempotencyKeyOf(variables);
    await attemptWrite(variables, () => Promise.reject(serverError())).catch(() => undefined);
    expect(idempotencyKeyOf(variables)).toBe(key);
    // The same object passed to `mutate` again is a new write: a run of its own.
    trackWrite(variables);
    expect(idempotencyKeyOf(variables)).not.toBe(key);
    expect(isWriteQueued(variables)).toBe(true);
  });

  it("counts a write's 5xx answers on the errors it failed with", async () => {
    const variables = { id: 2 };
    trackWrite(variables);
    const errors: unknown[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await attemptWrite(variables, () => Promise.reject(serverError())).catch((error: unknown) =>
        errors.push(error),
      );
    }
    expect(errors.map(serverFailuresOf)).toEqual([1, 2, 3]);
    expect(serverFailuresOf(serverError())).toBe(0);
    // Carried out of sight: the error's own fields are those of any other.
    expect(Object.keys(errors[0] as object)).toEqual(Object.keys(serverError()));
  });

  it('cancels a held write before it is sent: it ends without a request', async () => {
    const variables = { id: 3 };
    holdWrite(variables, 60_000);
    trackWrite(variables);
    expect(isWriteQueued(variables)).toBe(true);
    let requests = 0;
    const done = attemptWrite(variables, () => Promise.resolve((requests += 1)));
    expect(cancelQueuedWrite(variables)).toBe(true);
    await expect(done).rejects.toBeInstanceOf(WriteCancelledError);
    expect(requests).toBe(0);
    expect(isWriteUndone(variables)).toBe(true);
    expect(isWriteQueued(variables)).toBe(false);
  });

  it('sends a held write when the holds are released, and cannot cancel it then', async () => {
    const variables = { id: 4 };
    holdWrite(variables, 60_000);
    trackWrite(variables);
    const done = attemptWrite(variables, () => Promise.resolve('sent'));
    releaseAllHolds();
    await expect(done).resolves.toBe('sent');
    expect(cancelQueuedWrite(variables)).toBe(false);
    expect(isWriteUndone(variables)).toBe(false);
  });
});
