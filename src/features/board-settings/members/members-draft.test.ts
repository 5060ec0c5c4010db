import { describe, expect, it } from 'vitest';
import { hasManager, membersInputOf, removedMembers, type MemberDraft } from './members-draft';

const person = (id: number, permission: MemberDraft['permission']): MemberDraft => ({
  id,
  name: `User ${id}`,
  email: `u${id}@example.com`,
  avatarUrl: null,
  deactivated: false,
  permission,
});

describe('members draft', () => {
  const saved = [person(1, 'manage'), person(2, 'edit'), person(3, 'view')];

  it('lists the saved members the draft dropped', () => {
    const draft = [person(1, 'manage'), person(3, 'edit'), person(4, 'view')];
    expect(removedMembers(saved, draft).map((m) => m.id)).toEqual([2]);
    expect(removedMembers(saved, saved)).toEqual([]);
  });

  it('needs a manager', () => {
    expect(hasManager(saved)).toBe(true);
    expect(hasManager([person(2, 'edit')])).toBe(false);
  });

  it('sends the full list of ids and permissions', () => {
    expect(membersInputOf(saved)).toEqual([
      { id: 1, permission: 'manage' },
      { id: 2, permission: 'edit' },
      { id: 3, permission: 'view' },
    ]);
  });
});
