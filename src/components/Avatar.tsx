import { useState } from 'react';
import { avatarColorFor } from '@/domain/avatar-color';
import { initialsOf } from '@/lib/initials';
import { safeImageUrl } from '@/lib/safe-url';
import styles from './Avatar.module.css';

interface AvatarProps {
  name: string;
  avatarUrl?: string | null;
  /** Its diameter in px: 24 by default, and no smaller than 20 (initials stay at 9 px or more). */
  size?: number;
  /**
   * The name is written beside it: hidden from screen readers, which would otherwise read the
   * name twice ("Eli Editor Eli Editor").
   */
  decorative?: boolean;
}

/**
 * A person's picture (https only, as the CSP allows), or their initials on their own colour (the
 * same for them everywhere, `avatarColorFor`). A picture that fails to load falls back to the
 * initials. A ring in the surface colour keeps overlapping avatars apart.
 */
export function Avatar({ name, avatarUrl, size = 24, decorative = false }: AvatarProps) {
  const src = safeImageUrl(avatarUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.max(9, Math.round(size * 0.44)) };
  if (src && failed !== src) {
    return (
      <img
        className={styles.avatar}
        src={src}
        alt={decorative ? '' : name}
        title={name}
        style={style}
        onError={() => setFailed(src)}
      />
    );
  }
  const named = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span
      className={styles.avatar}
      {...named}
      title={name}
      style={{ ...style, background: avatarColorFor(name) }}
    >
      {initialsOf(name)}
    </span>
  );
}
