import type { AssigneeChanges } from '@/api/endpoints/cards';

/**
 * The `assignees/sync` body for going from `current` to `next`: only the users whose assignment
 * changes (true attaches, false detaches). Empty when nothing changed.
 */
export function assigneeDiff(
  current: readonly number[],
  next: readonly number[],
): Record<number, boolean> {
  const before = new Set(current);
  const after = new Set(next);
  const changes: Record<number, boolean> = {};
  for (const id of after) if (!before.has(id)) changes[id] = true;
  for (const id of before) if (!after.has(id)) changes[id] = false;
  return changes;
}

export function hasChanges(changes: AssigneeChanges): boolean {
  return Object.keys(changes).length > 0;
}
