import { useId, type ReactNode } from 'react';
import styles from './Settings.module.css';

/** One titled section of the settings page, a landmark named by its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
