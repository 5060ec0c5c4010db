import { describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../test/contract/harness';
import { createApiClient } from '../http/client';
import { isApiError } from '../http/errors';
import { listNotifications } from './account';
import {
  createComment,
  deleteComment,
  listActivity,
  listComments,
  updateComment,
} from './comments';
import { markNotificationsRead } from './notifications';

const api = setupMockServer();
const card = { boardId: 1, cardId: 12 };
const as = (token: string) => createApiClient({ baseUrl: api.baseUrl, token });

const paragraph = (...content: unknown[]) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content }] });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the comment and activity endpoint functions against the mock (CONTRACT 4b)', () => {
  it('lists, posts, edits and deletes, parsed into the clean shape', async () => {
    const eli = as(TOKENS.edit);
    const before = await listComments(eli, card);
    expect(before.map((comment) => comment.user?.name)).toEqual([
      'Ines Interact',
      'Eli Editor',
      'Ines Interact',
    ]);
    expect(before[0]).toEqual({
      id: expect.any(Number),
      card_id: 12,
      user: { id: expect.any(Number), name: 'Ines Interact', avatar_url: null, deleted: false },
      content: expect.stringContaining('"type":"doc"'),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      edited: false,
    });

    const posted = await createComment(eli, card, paragraph({ type: 'text', text: 'Hello' }));
    expect(posted).toMatchObject({ card_id: 12, edited: false, user: { name: 'Eli Editor' } });
    const edited = await updateComment(
      eli,
      { ...card, commentId: posted.id },
      paragraph({ type: 'text', text: 'Hello again' }),
    );
    expect(edited.edited).toBe(true);
    expect(edited.content).toContain('Hello again');
    expect((await listComments(eli, card)).at(-1)?.id).toBe(posted.id);

    await deleteComment(eli, { ...card, commentId: posted.id });
    expect((await listComments(eli, card)).map((comment) => comment.id)).not.toContain(posted.id);
  });

  it('reads a removed author as deleted', async () => {
    const [departed] = await listComments(as(TOKENS.view), { boardId: 1, cardId: 13 });
    expect(departed?.user).toMatchObject({ deleted: true });
  });

  it('refuses as the contract says: a viewer posts 403, another author edits 403, bad content 422', async () => {
    expect((await refusal(createComment(as(TOKENS.view), card, paragraph()))).kind).toBe(
      'forbidden',
    );
    const [first] = await listComments(as(TOKENS.view), card);
    if (!first) throw new Error('no seeded comment');
    const ref = { ...card, commentId: first.id };
    expect((await refusal(updateComment(as(TOKENS.manage), ref, paragraph()))).kind).toBe(
      'forbidden',
    );
    const invalid = await refusal(createComment(as(TOKENS.edit), card, 'not a document'));
    expect(invalid.kind).toBe('validation');
    expect(invalid.fieldErrors['content']).toEqual([expect.any(String)]);
    // A manager deletes anyone's.
    await deleteComment(as(TOKENS.manage), ref);
  });

  it('reads the activity log, newest first, with its kinds and data', async () => {
    const entries = await listActivity(as(TOKENS.view), card);
    expect(entries.length).toBeGreaterThan(0);
    const times = entries.map((entry) => entry.at ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries.map((entry) => entry.kind)).toContain('moved');
    const moved = entries.find((entry) => entry.kind === 'moved');
    expect(moved?.data).toMatchObject({
      from: { column_id: expect.any(Number), name: expect.any(String) },
      to: { column_id: expect.any(Number), name: expect.any(String) },
    });
    expect(moved?.actor).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('a mention in a comment notifies with comment_id; marking read sets read_at', async () => {
    const posted = await createComment(
      as(TOKENS.edit),
      card,
      paragraph({ type: 'mention', attrs: { id: '1', label: 'Maya Manager' } }),
    );
    const maya = as(TOKENS.manage);
    const mention = (await listNotifications(maya)).find((n) => n.comment_id === posted.id);
    expect(mention).toMatchObject({ kind: 'mention', card_id: 12, read_at: null });

    await markNotificationsRead(maya, { ids: [mention?.id ?? 0] });
    const after = await listNotifications(maya);
    expect(after.find((n) => n.id === mention?.id)?.read_at).toEqual(expect.any(String));
    expect(after.some((n) => n.read_at == null)).toBe(true);

    await markNotificationsRead(maya, { all: true });
    expect((await listNotifications(maya)).every((n) => n.read_at != null)).toBe(true);
  });
});
