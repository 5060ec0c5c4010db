import { useCallback, useState } from 'react';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { t } from '@/lib/i18n/translate';
import { cardSelection } from '../card-selection';
import type { BulkChange } from '../bulk/bulk-actions';
import { runBulk } from '../bulk/run-bulk';

/**
 * Runs a change on the selected cards and says what it did (for the bar's live region). An
 * archive or delete takes the cards out of the selection: they leave the board.
 */
export function useBulkRun(boardId: number) {
  const services = useWriteServices();
  const [said, setSaid] = useState('');
  const run = useCallback(
    (change: BulkChange) => {
      const done = runBulk(services, boardId, cardSelection.ids(boardId), change);
      setSaid(
        done ?? t('selection.nothing', 'Nothing to change: every selected card has it already'),
      );
      if (change.kind === 'archive' || change.kind === 'delete') cardSelection.clear();
    },
    [boardId, services],
  );
  return { run, said };
}
