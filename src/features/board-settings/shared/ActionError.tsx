import { Button } from '@/components/Button';
import styles from './Settings.module.css';
import { t } from '@/lib/i18n/translate';

interface ActionErrorProps {
  message: string | null;
  onRetry?: (() => void) | undefined;
}

/** A failed action explained where it happened, with a retry when one makes sense. */
export function ActionError({ message, onRetry }: ActionErrorProps) {
  if (!message) return null;
  return (
    <div className={styles.actions}>
      <p className={styles.error} role="alert">
        {message}
      </p>
      {onRetry ? (
        <Button size="sm" onClick={onRetry}>
          {t('common.tryAgain', 'Try again')}
        </Button>
      ) : null}
    </div>
  );
}
