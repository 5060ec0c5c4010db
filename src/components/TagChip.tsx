import styles from './TagChip.module.css';

interface TagChipProps {
  name: string;
  color: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A tag: a dot of the tag's color and its name in body text on a neutral chip, so any tag
 * color (the server accepts every #rrggbb) keeps readable contrast.
 */
export function TagChip({ name, color }: TagChipProps) {
  const dot = HEX.test(color) ? color : '#64748b';
  return (
    <span className={styles.chip}>
      <span className={styles.dot} style={{ background: dot }} aria-hidden="true" />
      <bdi className={styles.name}>{name}</bdi>
    </span>
  );
}
