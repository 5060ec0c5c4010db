import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { Checkbox } from '@/components/Checkbox';
import { TagChip } from '@/components/TagChip';
import { PickerProperty } from './PickerProperty';
import { useCardFieldSave } from './use-card-field-save';
import styles from './Properties.module.css';
import { t } from '@/lib/i18n/translate';

interface TagsPropertyProps {
  card: CardDetail;
  board: BoardWorkingSet;
  canEdit: boolean;
}

/** The card's tags as chips; "Change" lists the board's tags, each saved as it is ticked. */
export function TagsProperty({ card, board, canEdit }: TagsPropertyProps) {
  const field = useCardFieldSave(card.board_id, card.id, 'tags_ids');
  const tags = Object.values(board.tags);
  const chosen = card.tags_ids
    .map((id) => board.tags[id])
    .filter((tag): tag is NonNullable<typeof tag> => tag !== undefined);
  const toggle = (tagId: number, on: boolean) =>
    void field.save({
      tags_ids: on ? [...card.tags_ids, tagId] : card.tags_ids.filter((id) => id !== tagId),
    });
  return (
    <PickerProperty
      focusFor={{ cardId: card.id, field: 'tags' }}
      label={t('card.tags', 'Tags')}
      actionLabels={{
        change: t('card.tags.change', 'Change tags'),
        done: t('card.tags.done', 'Done changing tags'),
      }}
      canChange={canEdit && tags.length > 0}
      unsaved={field.unsaved}
      refusal={field.refusal}
      conflict={field.conflict}
      summary={
        chosen.length === 0 ? (
          <span className={styles.empty}>
            {tags.length === 0
              ? t('card.tags.noneOnBoard', 'This board has no tags yet')
              : t('card.none', 'None')}
          </span>
        ) : (
          chosen.map((tag) => <TagChip key={tag.id} name={tag.name} color={tag.color} />)
        )
      }
      options={tags.map((tag) => (
        <Checkbox
          key={tag.id}
          checked={card.tags_ids.includes(tag.id)}
          onChange={(event) => toggle(tag.id, event.target.checked)}
          label={<TagChip name={tag.name} color={tag.color} />}
        />
      ))}
    />
  );
}
