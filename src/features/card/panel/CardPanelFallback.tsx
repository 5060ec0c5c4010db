import { Link, useSearch } from 'wouter';
import { Button } from '@/components/Button';
import { paths } from '@/paths';
import styles from './CardPanel.module.css';

/** Shown in place of a card panel that failed to render; the board stays usable. */
export function CardPanelFallback({ boardId, retry }: { boardId: number; retry: () => void }) {
  const search = useSearch();
  return (
    <aside className={styles.fallback} role="alert" aria-label="Card could not be shown">
      <h2>This card could not be shown</h2>
      <p>Something in it could not be displayed. The rest of the board is not affected.</p>
      <div className={styles.fallbackActions}>
        <Button onClick={retry}>Try again</Button>
        <Link href={paths.board.href(boardId, search)}>Close the card</Link>
      </div>
    </aside>
  );
}
