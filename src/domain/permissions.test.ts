import { describe, expect, it } from 'vitest';
import {
  abilitiesFor,
  levelAtLeast,
  levelRank,
  PERMISSION_LEVELS,
  type PermissionLevel,
} from './permissions';

/** CONTRACT.md section 2: view < interact < edit < manage; a higher level includes the lower. */

describe('permission levels', () => {
  it('are ordered view < interact < edit < manage', () => {
    expect(PERMISSION_LEVELS).toEqual(['view', 'interact', 'edit', 'manage']);
    expect(PERMISSION_LEVELS.map(levelRank)).toEqual([0, 1, 2, 3]);
  });
});

describe('levelAtLeast', () => {
  // Row: the level held; columns: the level needed (view, interact, edit, manage).
  const MATRIX: [PermissionLevel, boolean[]][] = [
    ['view', [true, false, false, false]],
    ['interact', [true, true, false, false]],
    ['edit', [true, true, true, false]],
    ['manage', [true, true, true, true]],
  ];

  it.each(MATRIX)('holding %s', (have, expected) => {
    expect(PERMISSION_LEVELS.map((need) => levelAtLeast(have, need))).toEqual(expected);
  });

  it('no level (a non-member of a private board, another tenant) allows nothing', () => {
    for (const need of PERMISSION_LEVELS) {
      expect(levelAtLeast(null, need)).toBe(false);
      expect(levelAtLeast(undefined, need)).toBe(false);
    }
  });
});

describe('abilitiesFor', () => {
  it.each<[PermissionLevel | null | undefined, Record<PermissionLevel, boolean>]>([
    [null, { view: false, interact: false, edit: false, manage: false }],
    [undefined, { view: false, interact: false, edit: false, manage: false }],
    ['view', { view: true, interact: false, edit: false, manage: false }],
    ['interact', { view: true, interact: true, edit: false, manage: false }],
    ['edit', { view: true, interact: true, edit: true, manage: false }],
    ['manage', { view: true, interact: true, edit: true, manage: true }],
  ])('%s', (level, expected) => {
    const abilities = abilitiesFor(level);
    expect(abilities).toEqual(expected);
    // Exactly the four abilities of the board read's `permissions` map, in level order.
    expect(Object.keys(abilities)).toEqual([...PERMISSION_LEVELS]);
  });
});
