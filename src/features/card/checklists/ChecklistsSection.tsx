import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { ChecklistRef } from '@/api/endpoints/checklists';
import { relationQueries } from '@/api/queries/relations';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, CardDetail, Checklist, ChecklistItem, Member } from '@/api/types';
import { MakeSubCardButton } from '../relations/MakeSubCardButton';
import { ItemTitle } from './ItemTitle';
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
  board: BoardWorkingSet;
  /** Who a new item may be assigned to (the board's active members). */
  members: readonly Member[];
  canTick: boolean;
  canEdit: boolean;
}

/** The card's checklists with their progress; ticking an item shows at once. */
export function ChecklistsSection({
  card,
  board,
  members,
  canTick,
  canEdit,
}: ChecklistsSectionProps) {
  const update = useTickChecklistItem(card.board_id, card.id);
  const client = useApiClient();
  // The Relations section reads the same list; an item becomes a sub-card only where the
  // server keeps relations (CONTRACT 4d).
  const relations = useQuery({
    ...relationQueries.list(client, card.board_id, card.id),
    enabled: canEdit,
  });
  const parent = { boardId: card.board_id, cardId: card.id, columnId: card.column_id };
  return (
    <>
      {card.checklists.map((checklist) => (
        <ChecklistBlock
          key={checklist.id}
          checklistRef={{ boardId: card.board_id, cardId: card.id, checklistId: checklist.id }}
          checklist={checklist}
          board={board}
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
          itemAction={
            canEdit && relations.isSuccess
              ? (item) =>
                  item.is_completed ? null : (
                    <MakeSubCardButton
                      parent={parent}
                      item={item}
                      onMade={(made) =>
                        // Ticked and renamed "#N title": the item then opens its sub-card.
                        update.mutate({
                          boardId: card.board_id,
                          cardId: card.id,
                          checklistId: checklist.id,
                          itemId: item.id,
                          changes: { is_completed: true, title: `#${made.number} ${item.title}` },
                          version: item.version ?? null,
                        })
                      }
                    />
                  )
              : undefined
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
  board: BoardWorkingSet;
  members: readonly Member[];
  canTick: boolean;
  canEdit: boolean;
  onTick: (itemId: number, done: boolean) => void;
  /** What an item offers after its text (Make sub-card), if anything. */
  itemAction?: ((item: ChecklistItem) => ReactNode) | undefined;
}

function ChecklistBlock({
  checklistRef,
  checklist,
  board,
  members,
  canTick,
  canEdit,
  onTick,
  itemAction,
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
              label={<ItemTitle title={item.title} board={board} />}
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
            {itemAction?.(item)}
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
