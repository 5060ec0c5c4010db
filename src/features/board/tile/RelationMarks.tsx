import { useQuery } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { relationQueries } from '@/api/queries/relations';
import { useApiClient } from '@/api/react/api-client-context';
import type { Card } from '@/api/types';
import { t, tn } from '@/lib/i18n/translate';
import { useBoardCardName } from './use-board-card-name';
import styles from './CardTile.module.css';

/**
 * "Blocked by 2 open cards" (CONTRACT 4d): the count on the tile, the blockers named in its
 * tooltip once the pointer rests on it (their names are read then, not with the board).
 */
export function BlockedMark({ card, count }: { card: Card; count: number }) {
  const client = useApiClient();
  const [wanted, setWanted] = useState(false);
  const relations = useQuery({
    ...relationQueries.list(client, card.board_id, card.id),
    enabled: wanted,
  });
  const blockers = (relations.data ?? []).filter(
    (relation) =>
      relation.kind === 'blocked_by' &&
      !relation.card.completed &&
      relation.card.archived_at === null &&
      relation.card.deleted_at === null,
  );
  const words = tn('tile.blocked', count, {
    one: 'Blocked by {count} open card',
    other: 'Blocked by {count} open cards',
  });
  const names = blockers
    .map((relation) =>
      relation.card.hidden
        ? t('tile.blocked.hidden', 'a card you cannot see')
        : `#${relation.card.number} ${relation.card.title}`,
    )
    .join(', ');
  return (
    <span
      className={styles.blocked}
      title={names ? `${words}: ${names}` : words}
      onPointerEnter={() => setWanted(true)}
    >
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{names ? `${words}: ${names}` : words}</span>
    </span>
  );
}

/** A parent's sub-cards done, "1/3" over a small bar. */
export function SubCardProgress({ done, total }: { done: number; total: number }) {
  const words = t('tile.subcards', 'Sub-cards done: {done} of {total}', { done, total });
  return (
    <span className={styles.subcards} title={words} data-done={done === total || undefined}>
      <span aria-hidden="true">
        {done}/{total}
      </span>
      <span
        className={styles.subcardsBar}
        aria-hidden="true"
        style={{ '--done': `${Math.round((done / total) * 100)}%` } as CSSProperties}
      />
      <span className="visually-hidden">{words}</span>
    </span>
  );
}

/** A sub-card names its parent ("Sub-card of #9 Onboarding checklist"). */
export function ParentLine({ boardId, parentId }: { boardId: number; parentId: number }) {
  const parent = useBoardCardName(boardId, parentId);
  return (
    <p className={styles.parent}>
      <span className="visually-hidden">{t('tile.parent.of', 'Sub-card of ')}</span>
      <bdi>{parent ?? t('tile.parent.elsewhere', 'a card on another board')}</bdi>
    </p>
  );
}
