import styles from './Settings.module.css';

/**
 * Says that the caller's permission changed while the page was open; `message` is the whole
 * sentence ("Your permission on this board has changed: you can no longer create tags. …").
 */
export function PermissionLost({ message }: { message: string }) {
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
