/** Member permission levels, ordered: a higher level includes the lower ones. */
export const PERMISSION_LEVELS = ['view', 'interact', 'edit', 'manage'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** The abilities of the board read's `permissions` map. */
export type Abilities = Record<PermissionLevel, boolean>;

export function levelRank(level: PermissionLevel): number {
  return PERMISSION_LEVELS.indexOf(level);
}

export function levelAtLeast(
  have: PermissionLevel | null | undefined,
  need: PermissionLevel,
): boolean {
  return have != null && levelRank(have) >= levelRank(need);
}

export function abilitiesFor(level: PermissionLevel | null | undefined): Abilities {
  return {
    view: levelAtLeast(level, 'view'),
    interact: levelAtLeast(level, 'interact'),
    edit: levelAtLeast(level, 'edit'),
    manage: levelAtLeast(level, 'manage'),
  };
}
