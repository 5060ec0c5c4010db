import { Link, useSearch } from 'wouter';
import { Button } from '@/components/Button';
import { paths } from '@/paths';
import styles from './CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

/** Shown in place of a card panel that failed to render; the board stays usable. */
export function CardPanelFallback({ boardId, retry }: { boardId: number; retry: () => void }) {
  const search = useSearch();
  return (
    <aside
      className={styles.fallback}
      role="alert"
      aria-label={t('card.fallback.label', 'Card could not be shown')}
    >
      <h2>{t('card.fallback.heading', 'This card could not be shown')}</h2>
      <p>
        {t(
          'card.fallback.text',
          'Something in it could not be displayed. The rest of the board is not affected.',
        )}
      </p>
      <div className={styles.fallbackActions}>
        <Button onClick={retry}>{t('card.fallback.retry', 'Try again')}</Button>
        <Link href={paths.board.href(boardId, search)}>
          {t('card.fallback.close', 'Close the card')}
        </Link>
      </div>
    </aside>
  );
}
