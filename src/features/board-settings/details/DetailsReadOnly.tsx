import { isKnown } from '@/api/schemas/primitives';
import type { Board } from '@/api/types';
import { CARD_SORT_FIELDS } from '@/domain/enums';
import styles from '../shared/Settings.module.css';
import { SORT_FIELD_LABELS } from './details-values';
import { t } from '@/lib/i18n/translate';

/** What the details are, for people who may not edit them. */
export function DetailsReadOnly({
  board,
  parentName,
}: {
  board: Board;
  parentName: string | null;
}) {
  const field = isKnown(CARD_SORT_FIELDS, board.order_cards_by)
    ? SORT_FIELD_LABELS[board.order_cards_by]()
    : t('settings.notSet', 'Not set');
  const sort =
    board.order_cards_direction === 'desc'
      ? t('settings.sort.desc', '{field}, descending', { field })
      : board.order_cards_direction === 'asc'
        ? t('settings.sort.asc', '{field}, ascending', { field })
        : field;
  return (
    <>
      <p className={styles.notice}>
        {t(
          'settings.details.readOnly',
          'Only board editors and managers can change these details.',
        )}
      </p>
      <dl className={styles.readOnly}>
        <dt>{t('settings.details.name', 'Name')}</dt>
        <dd>
          <bdi>{board.name}</bdi>
        </dd>
        <dt>{t('settings.details.description', 'Description')}</dt>
        <dd>{board.description ? <bdi>{board.description}</bdi> : t('card.none', 'None')}</dd>
        <dt>{t('settings.details.icon', 'Icon')}</dt>
        <dd>{board.icon ? <bdi>{board.icon}</bdi> : t('card.none', 'None')}</dd>
        <dt>{t('settings.details.parent', 'Parent board')}</dt>
        <dd>{parentName ? <bdi>{parentName}</bdi> : t('card.none', 'None')}</dd>
        <dt>{t('settings.details.sort', 'Sort cards of new columns by')}</dt>
        <dd>{sort}</dd>
      </dl>
    </>
  );
}
