import type { FetchStatus } from '@tanstack/react-query';
import { isUnreachable } from '@/api/board-copy/copy-status';
import { t } from '@/lib/i18n/translate';
import styles from './BoardCopyStatus.module.css';

export interface BoardCopyStatusProps {
  /** The board on screen is its saved copy, not yet confirmed by the server. */
  fromCopy: boolean;
  fetchStatus: FetchStatus;
  /** The latest failure of the board read (while retrying, or after giving up). */
  failure: unknown;
}

/**
 * A quiet line over the board while it shows its saved copy: being updated, or kept because
 * the server cannot be reached (edits go to the outbox meanwhile). Outside the layout's flow,
 * so nothing moves when it comes and goes; the live region is always mounted, so a screen
 * reader hears its first text. On the first load: a returning visit paints from the copy, so
 * it is needed at once (issue 30, item 5).
 */
export function BoardCopyStatus({ fromCopy, fetchStatus, failure }: BoardCopyStatusProps) {
  const offline = fromCopy && (fetchStatus === 'paused' || isUnreachable(failure));
  const text = !fromCopy
    ? ''
    : offline
      ? t(
          'board.copy.offline',
          'Offline — showing your saved copy; changes will be sent when you are back',
        )
      : fetchStatus === 'fetching'
        ? t('board.copy.updating', 'Saved copy — updating…')
        : '';
  return (
    <p role="status" className={text ? styles.status : styles.empty} data-copy-status>
      {text}
    </p>
  );
}
