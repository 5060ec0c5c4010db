import styles from './panel/CardPanel.module.css';

/** A field's error, shown beside it (point the field's aria-describedby at `id`). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
