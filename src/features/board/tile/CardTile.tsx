import { memo } from 'react';
import {
  Check,
  MessageSquare,
  Paperclip,
  Pin,
  Repeat,
  SquareCheck,
  Timer,
} from '@/components/first-load-icons';
import type { IconNode } from 'lucide';
import { Icon } from '@/components/Icon';
import type { Card, Member, Tag } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { TagChip } from '@/components/TagChip';
import { CardLink } from '@/features/card';
import { Highlight } from '@/features/search';
import { formatCount } from '@/lib/plural';
import type { AgingLevel } from '@/domain/card-aging';
import { useCardAge } from '../aging/aging-context';
import { countRender } from '../bench/bench-probes';
import { TeammateChangeMarker } from '../live/TeammateChangeMarker';
import { DueChip } from './DueChip';
import { BlockedMark, ParentLine, SubCardProgress } from './RelationMarks';
import { UnsavedMarker } from './UnsavedMarker';
import styles from './CardTile.module.css';
import { t, tn } from '@/lib/i18n/translate';

export interface CardTileProps {
  card: Card;
  /** The tile links to the card on this board (keeping the board's search params). */
  boardId: number;
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  /** The search query whose terms are marked in the title (a string: stable across renders). */
  highlight?: string;
}

const MAX_AVATARS = 3;

/**
 * A card's `order` is not shown: a move elsewhere in its column renumbers it (locally or from
 * a teammate's move) without anything on the tile changing, so it does not re-render it.
 */
function sameCardOnTile(previous: Card, next: Card): boolean {
  if (previous === next) return true;
  for (const key of Object.keys(next) as (keyof Card)[]) {
    if (key !== 'order' && previous[key] !== next[key]) return false;
  }
  return true;
}

function sameTileProps(previous: CardTileProps, next: CardTileProps): boolean {
  return (
    sameCardOnTile(previous.card, next.card) &&
    previous.boardId === next.boardId &&
    previous.tags === next.tags &&
    previous.members === next.members &&
    previous.highlight === next.highlight
  );
}

/**
 * What a person scans for on a card, in a compact tile. Memoized: it re-renders only when what
 * it shows of its card, or the board's tags or members, change; drag wrappers around it may
 * update freely.
 */
export const CardTile = memo(function CardTile({
  card,
  boardId,
  tags,
  members,
  highlight = '',
}: CardTileProps) {
  countRender('CardTile');
  const cardTags = card.tags_ids.flatMap((id) => tags[id] ?? []);
  const assignees = card.assignees_ids.flatMap((id) => members[id] ?? []);
  const checklistTotal = card.checklist_items ?? 0;
  const checklistDone = card.checklist_items_completed ?? 0;
  const completed = card.is_completed ?? card.completed_at !== null;
  const age = useCardAge(card);
  const relations = card.relations;

  return (
    <article
      className={styles.tile}
      data-completed={completed || undefined}
      data-aging={age?.level}
    >
      {card.cover_color ? (
        <div className={styles.cover} style={{ background: card.cover_color }} aria-hidden="true" />
      ) : null}
      {cardTags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('tile.tags', 'Tags')}>
          {cardTags.map((tag) => (
            <li key={tag.id}>
              <TagChip name={tag.name} color={tag.color} />
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className={styles.title}>
        {/* The card's states as icons before its number: the badges' row keeps their room. */}
        {card.pinned_at ? <Marker label={t('tile.pinned', 'Pinned')} icon={Pin} /> : null}
        {completed ? (
          <Marker label={t('tile.completed', 'Completed')} icon={Check} tone="success" />
        ) : null}
        {card.is_recurrent ? (
          <Marker label={t('tile.recurring', 'Recurring')} icon={Repeat} />
        ) : null}
        {card.is_time_tracking ? (
          <Marker label={t('tile.timer', 'Timer running')} icon={Timer} tone="accent" />
        ) : null}
        <CardLink boardId={boardId} cardId={card.id} className={styles.link}>
          {card.icon ? <span aria-hidden="true">{card.icon} </span> : null}
          <span className={styles.number}>#{card.number}</span>{' '}
          <bdi>
            <Highlight text={card.title} query={highlight} />
          </bdi>
        </CardLink>
      </h3>
      {relations?.parent_id != null ? (
        <ParentLine boardId={boardId} parentId={relations.parent_id} />
      ) : null}
      <div className={styles.meta}>
        <UnsavedMarker cardId={card.id} />
        <TeammateChangeMarker cardId={card.id} />
        {relations?.blocked_by_open ? (
          <BlockedMark card={card} count={relations.blocked_by_open} />
        ) : null}
        <DueChip card={card} />
        {age ? <IdleMarker days={age.days} level={age.level} /> : null}
        {relations?.children ? (
          <SubCardProgress done={relations.children_done ?? 0} total={relations.children} />
        ) : null}
        {checklistTotal > 0 ? (
          <span
            className={styles.counter}
            data-done={checklistDone === checklistTotal || undefined}
            title={t('tile.checklist.title', 'Checklist items done')}
          >
            <Icon icon={SquareCheck} />
            <span className="visually-hidden">{t('tile.checklist', 'Checklist: ')}</span>
            {checklistDone}/{checklistTotal}
          </span>
        ) : null}
        {card.comments_count > 0 ? (
          <Counter
            count={card.comments_count}
            icon={MessageSquare}
            words={tn('tile.comments', card.comments_count, {
              one: '{count} comment',
              other: '{count} comments',
            })}
            noun={tn('tile.comments.noun', card.comments_count, {
              one: ' comment',
              other: ' comments',
            })}
          />
        ) : null}
        {card.files_count > 0 ? (
          <Counter
            count={card.files_count}
            icon={Paperclip}
            words={tn('tile.files', card.files_count, {
              one: '{count} file',
              other: '{count} files',
            })}
            noun={tn('tile.files.noun', card.files_count, { one: ' file', other: ' files' })}
          />
        ) : null}
        {assignees.length > 0 ? (
          <span className={styles.assignees} aria-label={t('tile.assignees', 'Assignees')}>
            {assignees.slice(0, MAX_AVATARS).map((member) => (
              <Avatar key={member.id} name={member.name} avatarUrl={member.avatar_url} />
            ))}
            {assignees.length > MAX_AVATARS ? (
              <span className={styles.more}>+{assignees.length - MAX_AVATARS}</span>
            ) : null}
          </span>
        ) : null}
      </div>
    </article>
  );
}, sameTileProps);

/** "9 d" after an hourglass (CardTile.module.css): how long nobody has changed the card (issue
 * 19's card aging). */
function IdleMarker({ days, level }: { days: number; level: AgingLevel }) {
  const text = tn('tile.idle', days, {
    one: 'No change for {count} day',
    other: 'No change for {count} days',
  });
  return (
    <span className={styles.idle} data-level={level} title={text}>
      <span aria-hidden="true">{t('tile.idle.short', '{days} d', { days })}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

function Marker({
  label,
  icon,
  tone,
}: {
  label: string;
  icon: IconNode;
  tone?: 'success' | 'accent';
}) {
  return (
    <span className={styles.marker} data-tone={tone} title={label}>
      <Icon icon={icon} />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

interface CounterProps {
  count: number;
  icon: IconNode;
  /** The count in words ("3 files"), the tooltip. */
  words: string;
  /** The noun after the shown number (" files"), for screen readers. */
  noun: string;
}

function Counter({ count, icon, words, noun }: CounterProps) {
  return (
    <span className={styles.counter} title={words}>
      <Icon icon={icon} />
      {formatCount(count)}
      <span className="visually-hidden">{noun}</span>
    </span>
  );
}
