import styles from './Skeleton.module.css';

/** A placeholder block while data loads; hidden from assistive tech (the region is aria-busy). */
export function Skeleton({ width, height }: { width?: number | string; height?: number | string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
