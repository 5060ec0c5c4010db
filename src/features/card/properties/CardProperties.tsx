import type { BoardWorkingSet, Card, CardDetail } from '@/api/types';
import { AssigneesProperty } from './AssigneesProperty';
import { ColumnProperty } from './ColumnProperty';
import { CoverProperty } from './CoverProperty';
import { CustomFieldProperties } from './CustomFieldProperties';
import { DueDateProperty } from './DueDateProperty';
import { FlagProperties } from './FlagProperties';
import { StatusProperty } from './StatusProperty';
import { TagsProperty } from './TagsProperty';
import styles from './Properties.module.css';
import { t } from '@/lib/i18n/translate';

interface CardPropertiesProps {
  card: CardDetail;
  /** The board's copy of the card: it knows the card's column at once after a move. */
  onBoard: Card;
  board: BoardWorkingSet;
  canEdit: boolean;
  canInteract: boolean;
}

/**
 * Every attribute of the card, once, at the top of the panel: each a control showing its value
 * that changes and saves it in place (read-only, as the same control disabled, without edit).
 */
export function CardProperties({
  card,
  onBoard,
  board,
  canEdit,
  canInteract,
}: CardPropertiesProps) {
  return (
    <div className={styles.properties} role="group" aria-label={t('card.details', 'Card details')}>
      <ColumnProperty card={onBoard} board={board} canEdit={canEdit} />
      <StatusProperty card={card} canEdit={canEdit} />
      <DueDateProperty card={card} canEdit={canEdit} />
      <AssigneesProperty card={card} board={board} canAssign={canInteract} />
      <TagsProperty card={card} board={board} canEdit={canEdit} />
      <CoverProperty card={card} canEdit={canEdit} />
      <FlagProperties card={card} canEdit={canEdit} />
      <CustomFieldProperties card={card} board={board} canEdit={canEdit} />
    </div>
  );
}
