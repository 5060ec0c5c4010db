import styles from './Settings.module.css';

/** Says that the caller's permission changed while the page was open. */
export function PermissionLost({ action }: { action: string }) {
  return (
    <p className={styles.error} role="alert">
      Your permission on this board has changed: you can no longer {action}. Ask a board manager if
      you need it back.
    </p>
  );
}
