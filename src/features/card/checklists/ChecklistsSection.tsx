import { useId } from 'react';
import type { ChecklistRef } from '@/api/endpoints/checklists';
import type { CardDetail, Checklist, Member } from '@/api/types';
import { AddChecklistItem } from './AddChecklistItem';
import { AddChecklistForm } from './ChecklistForms';
import { ChecklistTitle } from './ChecklistTitle';
import { checklistProgress } from './checklist-progress';
import { useTickChecklistItem } from './use-tick-item';
import styles from '../panel/CardPanel.module.css';
import { Checkbox } from '@/components/Checkbox';
import { currentFormatLocale, formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

interface ChecklistsSectionProps {
  card: CardDetail;
  /** Who a new item may be assigned to (the board's active members). */
  members: readonly Member[];
  canTick: boolean;
  canEdit: boolean;
}

/** The card's checklists with their progress; ticking an item shows at once. */
export function ChecklistsSection({ card, members, canTick, canEdit }: ChecklistsSectionProps) {
  const update = useTickChecklistItem(card.board_id, card.id);
  return (
    <>
      {card.checklists.map((checklist) => (
        <ChecklistBlock
          key={checklist.id}
          checklistRef={{ boardId: card.board_id, cardId: card.id, checklistId: checklist.id }}
          checklist={checklist}
          members={members}
          canTick={canTick}
          canEdit={canEdit}
          onTick={(itemId, done) =>
            update.mutate({
              boardId: card.board_id,
              cardId: card.id,
              checklistId: checklist.id,
              itemId,
              changes: { is_completed: done },
              version: checklist.items.find((item) => item.id === itemId)?.version ?? null,
            })
          }
        />
      ))}
      {canEdit ? <AddChecklistForm boardId={card.board_id} cardId={card.id} /> : null}
    </>
  );
}

interface ChecklistBlockProps {
  checklistRef: ChecklistRef;
  checklist: Checklist;
  members: readonly Member[];
  canTick: boolean;
  canEdit: boolean;
  onTick: (itemId: number, done: boolean) => void;
}

function ChecklistBlock({
  checklistRef,
  checklist,
  members,
  canTick,
  canEdit,
  onTick,
}: ChecklistBlockProps) {
  const headingId = useId();
  const { done, total, percent } = checklistProgress(checklist);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <ChecklistTitle
        headingId={headingId}
        checklistRef={checklistRef}
        title={checklist.title}
        canEdit={canEdit}
      />
      <progress
        value={done}
        max={Math.max(total, 1)}
        aria-label={t('card.checklist.progress', '{title} progress', {
          title: checklist.title || t('card.checklist', 'Checklist'),
        })}
      />
      <span className={styles.muted}>
        {' '}
        {t('card.checklist.done', '{done} of {total} done ({percent})', {
          done,
          total,
          percent: formatPercent(percent),
        })}
      </span>
      <ul className={styles.plainList}>
        {checklist.items.map((item) => (
          <li key={item.id}>
            <Checkbox
              label={<bdi>{item.title}</bdi>}
              checked={item.is_completed}
              disabled={!canTick}
              onChange={(event) => onTick(item.id, event.target.checked)}
            />
            {item.due_date ? (
              <span className={styles.muted}>
                {' · '}
                {t('card.checklist.itemDueOn', 'due {when}', { when: itemDue(item.due_date) })}
              </span>
            ) : null}
            {item.assignees.length > 0 ? (
              <span className={styles.muted}>
                {' '}
                · {item.assignees.map((user) => user.name).join(', ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {canTick ? <AddChecklistItem checklistRef={checklistRef} members={members} /> : null}
    </section>
  );
}

/** "50 %" in German, "50%" in English: the locale's percent. */
function formatPercent(percent: number): string {
  return new Intl.NumberFormat(currentFormatLocale(), { style: 'percent' }).format(percent / 100);
}

/** An item's due date and time, as the locale writes them (the service's text is en-US). */
function itemDue(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date, 'dateTime');
}
