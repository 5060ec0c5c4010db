import type { ReactNode } from 'react';
import styles from './ErrorScreen.module.css';

interface ErrorScreenProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A full-area message for a page that cannot be shown (no access, not found, failure). */
export function ErrorScreen({ title, children, actions }: ErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="error-screen-title">
      <h1 id="error-screen-title" className={styles.title}>
        {title}
      </h1>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
