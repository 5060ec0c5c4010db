import type { ReactNode } from 'react';
import styles from './Skeleton.module.css';

/** A placeholder block while data loads; hidden from assistive tech (the region is aria-busy). */
export function Skeleton({ width, height }: { width?: number | string; height?: number | string }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}

/**
 * What stands for a part of a page while it loads: a status (so its name is allowed and read)
 * that is busy, holding skeletons. A `div` with only `aria-label` has no role to carry the name,
 * which axe reports as a serious violation.
 */
export function LoadingArea({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
