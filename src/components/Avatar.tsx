import { AVATAR_COLORS } from '@/domain/palettes';
import { initialsOf } from '@/lib/initials';
import { safeImageUrl } from '@/lib/safe-url';
import styles from './Avatar.module.css';

interface AvatarProps {
  name: string;
  avatarUrl?: string | null;
  size?: number;
  /**
   * The name is written beside it: hidden from screen readers, which would otherwise read the
   * name twice ("Eli Editor Eli Editor").
   */
  decorative?: boolean;
}

/** A person's picture (https only, as the CSP allows), or their initials on a color from the name. */
export function Avatar({ name, avatarUrl, size = 24, decorative = false }: AvatarProps) {
  const src = safeImageUrl(avatarUrl);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (src) {
    return (
      <img
        className={styles.avatar}
        src={src}
        alt={decorative ? '' : name}
        title={name}
        style={style}
      />
    );
  }
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span
      className={styles.avatar}
      {...named}
      title={name}
      style={{ ...style, background: colorFor(name) }}
    >
      {initialsOf(name)}
    </span>
  );
}

function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? '#475569';
}
