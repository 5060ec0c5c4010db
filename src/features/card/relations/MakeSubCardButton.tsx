import type { Card, ChecklistItem } from '@/api/types';
import { Button } from '@/components/Button';
import { t } from '@/lib/i18n/translate';
import { useMakeSubCard, type SubCardParent } from './use-make-sub-card';

interface MakeSubCardButtonProps {
  parent: SubCardParent;
  item: ChecklistItem;
  /** Called with the new card: the checklist then ticks the item and links it. */
  onMade: (card: Card) => void;
}

/**
 * "Make sub-card" on an open checklist item: a card with the item's title, due date and
 * assignees, in this card's column, with this card as its parent.
 */
export function MakeSubCardButton({ parent, item, onMade }: MakeSubCardButtonProps) {
  const { make, pending, failure } = useMakeSubCard(parent);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={pending}
        aria-label={t('relations.subCard.fromItem', 'Make sub-card from “{item}”', {
          item: item.title,
        })}
        onClick={() =>
          void make({
            title: item.title,
            dueDate: item.due_date,
            assigneeIds: item.assignees.map((user) => user.id),
          }).then((card) => {
            if (card) onMade(card);
          })
        }
      >
        {t('relations.subCard.fromItemShort', 'Make sub-card')}
      </Button>
      {failure ? <span role="alert">{failure}</span> : null}
    </>
  );
}
