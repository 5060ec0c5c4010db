import { describe, expect, it } from 'vitest';
import { activitySchema, commentSchema } from './comment';
import { listOf } from './primitives';
import { parseOrNull, safeParse } from './shape';

const wireComment = {
  id: '7',
  card_id: 12,
  user: { id: 2, name: 'Eli Editor', avatar_url: null, email: 'eli@example.com', deleted: 0 },
  content: '{"type":"doc","content":[]}',
  created_at: '2026-11-25T09:00:00.000Z',
  updated_at: '2026-11-25T09:05:00.000Z',
  edited: 1,
};

describe('commentSchema', () => {
  it('reads a comment with its author, turning string ids and 0/1 flags into the clean shape', () => {
    expect(parseOrNull(commentSchema, wireComment)).toEqual({
      id: 7,
      card_id: 12,
      user: { id: 2, name: 'Eli Editor', avatar_url: null, deleted: false },
      content: '{"type":"doc","content":[]}',
      created_at: '2026-11-25T09:00:00.000Z',
      updated_at: '2026-11-25T09:05:00.000Z',
      edited: true,
    });
  });

  it('is idempotent: the clean shape parses to itself', () => {
    const once = parseOrNull(commentSchema, wireComment);
    expect(parseOrNull(commentSchema, JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('reads a missing or malformed author as null (a removed author), and defaults the rest', () => {
    expect(parseOrNull(commentSchema, { id: 3, user: null })).toMatchObject({
      id: 3,
      user: null,
      content: null,
      edited: false,
    });
    expect(parseOrNull(commentSchema, { id: 3, user: { name: 'no id' } })?.user).toBeNull();
  });

  it('fails without a valid id, and a list drops only that item', () => {
    expect(safeParse(commentSchema, { content: 'x' }).success).toBe(false);
    expect(safeParse(commentSchema, 'not an object').success).toBe(false);
    const list = parseOrNull(listOf(commentSchema), [wireComment, { id: -1 }, null]);
    expect(list?.map((comment) => comment.id)).toEqual([7]);
    expect(parseOrNull(listOf(commentSchema), { comments: [] })).toBeNull();
  });
});

describe('activitySchema', () => {
  it('reads an entry, keeping an unknown kind and the data as JSON', () => {
    expect(
      parseOrNull(activitySchema, {
        id: 1,
        actor: { id: 2, name: 'Eli Editor' },
        kind: 'moved',
        data: { from: 'To do', to: 'Doing' },
        at: '2026-11-25T09:00:00.000Z',
      }),
    ).toEqual({
      id: 1,
      actor: { id: 2, name: 'Eli Editor' },
      kind: 'moved',
      data: { from: 'To do', to: 'Doing' },
      at: '2026-11-25T09:00:00.000Z',
    });
    const odd = parseOrNull(activitySchema, { id: 2, kind: 'teleported', data: [1, 2] });
    expect(odd?.kind).toBe('teleported');
    expect(odd?.data).toEqual({});
    expect(odd?.actor).toBeNull();
  });

  it('fails without a valid id', () => {
    expect(safeParse(activitySchema, { kind: 'moved' }).success).toBe(false);
  });
});
