import type { BoardWorkingSet } from '@/api/types';
import type { ExistingBoard, Person } from '../plan/target';

/** An existing board as the plan needs it: live columns, tags and fields by name, and its people. */
export function existingTarget(board: BoardWorkingSet): { board: ExistingBoard; people: Person[] } {
  return {
    board: {
      id: board.id,
      columns: Object.values(board.columns)
        .filter((c) => c.deleted_at == null)
        .map((c) => ({ id: c.id, name: c.name })),
      tags: Object.values(board.tags).map((tag) => ({ id: tag.id, name: tag.name })),
      fields: board.custom_field_definitions
        .filter((d) => d.deleted_at == null)
        .map((d) => ({
          id: d.id,
          name: d.name,
          type: d.type as ExistingBoard['fields'][number]['type'],
          options: (d.config?.options ?? []).map((o) => ({ id: o.id, label: o.label })),
        })),
    },
    people: Object.values(board.members)
      .filter((m) => m.deleted_at == null)
      .map((m) => ({
        id: m.id,
        name: m.name,
        username: m.username || null,
        email: m.email || null,
      })),
  };
}
