import { PERMISSION_LEVELS, type Abilities } from '@/domain/permissions';
import { isPlainObject } from '@/lib/json';
import { toFlagOrNull } from './primitives';
import type { Schema } from './shape';

/**
 * The caller's abilities: view, interact, edit and manage are always present (false when not
 * sent); other abilities the server sends (export, batch-delete, ...) are kept as booleans.
 */
export type BoardPermissions = Abilities & { readonly [ability: string]: boolean };

export function toPermissions(value: unknown): BoardPermissions {
  const permissions: Record<string, boolean> = {};
  for (const level of PERMISSION_LEVELS) permissions[level] = false;
  if (Array.isArray(value)) {
    // A list of ability names means each listed ability is granted.
    for (const ability of value) if (typeof ability === 'string') permissions[ability] = true;
  } else if (isPlainObject(value)) {
    for (const [ability, granted] of Object.entries(value)) {
      const flag = toFlagOrNull(granted);
      if (flag !== null) permissions[ability] = flag;
    }
  }
  return permissions as BoardPermissions;
}

export const permissionsSchema: Schema<BoardPermissions> = toPermissions;
