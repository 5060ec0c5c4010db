import { describe, expect, it } from 'vitest';
import { assigneeDiff, hasChanges } from './assignee-diff';

describe('assigneeDiff', () => {
  it('sends only the users whose assignment changes', () => {
    expect(assigneeDiff([1, 2, 3], [2, 3, 4])).toEqual({ 1: false, 4: true });
  });

  it('is empty when the set is the same, whatever the order or duplicates', () => {
    const changes = assigneeDiff([3, 1], [1, 3, 3]);
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('attaches everyone to an unassigned card and detaches everyone when cleared', () => {
    expect(assigneeDiff([], [5, 6])).toEqual({ 5: true, 6: true });
    expect(assigneeDiff([5, 6], [])).toEqual({ 5: false, 6: false });
  });
});
