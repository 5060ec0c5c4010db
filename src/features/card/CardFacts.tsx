import { format } from 'date-fns';
import { isKnown } from '@/api';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { TagChip } from '@/components/TagChip';
import { CARD_STATUS_LABELS, CARD_STATUSES } from '@/domain/enums';
import { COLOR_NAMES } from '@/domain/palettes';
import styles from './CardPanel.module.css';

const DUE_TEXT: Record<string, string> = {
  OVERDUE: 'overdue',
  NEAR: 'due soon',
  FAR: 'not due soon',
};

function when(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'PPp');
}

interface CardFactsProps {
  card: CardDetail;
  board: BoardWorkingSet;
}

/** Every attribute of the card (spec 2.5) as a person reads it. */
export function CardFacts({ card, board }: CardFactsProps) {
  const column = board.columns[card.column_id];
  const due = card.due_date
    ? `${card.human_verbose_due_date ?? when(card.due_date)}${
        card.due_date_status ? ` (${DUE_TEXT[card.due_date_status] ?? card.due_date_status})` : ''
      }`
    : 'No due date';
  return (
    <dl className={styles.facts}>
      <dt>Column</dt>
      <dd>{column ? <bdi>{column.name}</bdi> : 'Unknown column'}</dd>
      <dt>Status</dt>
      <dd>
        {card.status === null
          ? 'None'
          : isKnown(CARD_STATUSES, card.status)
            ? CARD_STATUS_LABELS[card.status]
            : `Unknown (${card.status})`}
      </dd>
      <dt>Due</dt>
      <dd>{due}</dd>
      <dt>Cover</dt>
      <dd>
        {card.cover_color ? (
          <>
            <span
              aria-hidden="true"
              className={styles.swatch}
              style={{ background: card.cover_color }}
            />
            {COLOR_NAMES[card.cover_color] ?? card.cover_color}
          </>
        ) : (
          'None'
        )}
      </dd>
      <dt>Tags</dt>
      <dd>
        {card.tags.length === 0
          ? 'None'
          : card.tags.map((tag) => <TagChip key={tag.id} name={tag.name} color={tag.color} />)}
      </dd>
      <dt>Assignees</dt>
      <dd>
        {card.assignees.length === 0
          ? 'Nobody'
          : card.assignees.map((user) => (
              <span key={user.id} className={styles.person}>
                <Avatar name={user.name} avatarUrl={user.avatar_url} size={20} decorative />
                <bdi>{user.name}</bdi>
              </span>
            ))}
      </dd>
      <dt>Activity</dt>
      <dd>
        {card.comments_count} comments, {card.files_count} files,{' '}
        {card.checklist_items_completed ?? 0} of {card.checklist_items ?? 0} checklist items done
      </dd>
      <dt>Pinned</dt>
      <dd>{card.pinned_at ? `Yes, since ${when(card.pinned_at)}` : 'No'}</dd>
      <dt>Completed</dt>
      <dd>{card.completed_at ? `Yes, on ${when(card.completed_at)}` : 'No'}</dd>
      <dt>Repeats</dt>
      <dd>{card.is_recurrent ? 'Yes, this card recurs' : 'No'}</dd>
      <dt>Time tracking</dt>
      <dd>{card.is_time_tracking ? 'Timer running' : 'Off'}</dd>
      <dt>Created</dt>
      <dd>{when(card.created_at)}</dd>
      <dt>Updated</dt>
      <dd>{when(card.updated_at)}</dd>
    </dl>
  );
}
