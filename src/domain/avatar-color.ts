import { AVATAR_COLORS } from './palettes';

/**
 * A person's avatar colour, the same on every screen and every visit: a hash of the name (the
 * one key every avatar has: comments and presence carry no member id) onto the palette. djb2
 * with xor spreads the demo's six people over six colours; the plain `×31 +` hash put three of
 * them on one.
 */
export function avatarColorFor(name: string): string {
  let hash = 5381;
  for (const char of name) hash = ((hash * 33) ^ (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
