import { Checkbox } from '@/components/Checkbox';
import { t } from '@/lib/i18n/translate';
import { cardSelection, useSelectedCardIds } from './card-selection';
import styles from './Selection.module.css';

interface SelectShownBoxProps {
  boardId: number;
  /** The cards the view shows (a filter's matches only). */
  shownIds: readonly number[];
}

/**
 * The list's header box: ticks every shown card, or clears them; half ticked (mixed) when some
 * are. Cards hidden by a filter that were selected stay so.
 */
export function SelectShownBox({ boardId, shownIds }: SelectShownBoxProps) {
  const selected = useSelectedCardIds(boardId);
  const chosen = new Set(selected);
  const count = shownIds.filter((id) => chosen.has(id)).length;
  const all = shownIds.length > 0 && count === shownIds.length;
  return (
    <Checkbox
      indeterminate={count > 0 && !all}
      className={styles.box}
      checked={all}
      disabled={shownIds.length === 0}
      aria-label={t('selection.all', 'Select all shown cards')}
      onChange={() => {
        const shown = new Set(shownIds);
        const others = selected.filter((id) => !shown.has(id));
        cardSelection.set(boardId, all ? others : [...others, ...shownIds]);
      }}
    />
  );
}
