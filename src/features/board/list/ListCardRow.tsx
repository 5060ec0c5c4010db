import { ArrowLeftRight, GripVertical } from 'lucide';
import { Icon } from '@/components/Icon';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type CSSProperties } from 'react';
import type { Card, Column, CustomFieldDefinition, Member, Tag } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { TagChip } from '@/components/TagChip';
import { CardLink } from '@/features/card';
import { Highlight } from '@/features/search';
import { cardDragId, useBoardDialogs } from '@/features/board-core';
import {
  useIsCardSelected,
  keepTextUnselected,
  SelectCardBox,
  selectOnModifiedClick,
} from '@/features/selection';
import { DueChip } from '../tile/DueChip';
import { BlockedMark } from '../tile/RelationMarks';
import { UnsavedMarker } from '../tile/UnsavedMarker';
import { customFieldText } from './custom-field-text';
import { statusText } from './list-labels';
import styles from './ListView.module.css';
import { t } from '@/lib/i18n/translate';

interface ListCardRowProps {
  card: Card;
  column: Column;
  boardId: number;
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  definitions: readonly CustomFieldDefinition[];
  showBlocked: boolean;
  canMove: boolean;
  index: number;
  measure: (node: HTMLElement | null) => void;
  /** The search query, marked in the title. */
  highlight: string;
  /** Where a card dragged from another group lands: a line before or after this row. */
  dropMark?: 'before' | 'after' | undefined;
}

/** One card as a table row. The drag handle and "Move to…" sit in the first cell. */
export const ListCardRow = memo(function ListCardRow({
  card,
  column,
  boardId,
  tags,
  members,
  definitions,
  showBlocked,
  canMove,
  index,
  measure,
  highlight,
  dropMark,
}: ListCardRowProps) {
  const sortable = useSortable({
    id: cardDragId(card.id),
    data: { kind: 'card', columnId: column.id },
    disabled: !canMove,
  });
  const { show } = useBoardDialogs();
  const selected = useIsCardSelected(boardId, card.id);
  const name = `#${card.number} ${card.title}`;
  const cardTags = card.tags_ids.flatMap((id) => tags[id] ?? []);
  const assignees = card.assignees_ids.flatMap((id) => members[id] ?? []);
  const checklistTotal = card.checklist_items ?? 0;
  const blockedBy = card.relations?.blocked_by_open ?? 0;
  // Pointer drags start anywhere on the row (as on the kanban board); the keyboard's from the grip.
  const { onKeyDown: startKeyboardDrag, ...pointerListeners } = sortable.listeners ?? {};
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };

  return (
    <tr
      ref={(node) => {
        sortable.setNodeRef(node);
        measure(node);
      }}
      data-index={index}
      data-card-id={card.id}
      aria-rowindex={index + 2}
      className={styles.cardRow}
      data-dragging={sortable.isDragging || undefined}
      data-drop-target={dropMark}
      data-selected={selected || undefined}
      style={style}
      {...pointerListeners}
      onClickCapture={
        canMove ? (event) => selectOnModifiedClick(boardId, card.id, event) : undefined
      }
      onMouseDownCapture={canMove ? keepTextUnselected : undefined}
    >
      {canMove ? (
        <td className={styles.actionsCell}>
          <SelectCardBox boardId={boardId} card={card} />
          <button
            type="button"
            ref={sortable.setActivatorNodeRef}
            className={styles.iconButton}
            aria-label={t('list.row.drag', 'Move card {name}', { name })}
            {...sortable.attributes}
            onKeyDown={(event) => startKeyboardDrag?.(event)}
          >
            <Icon icon={GripVertical} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('list.row.moveTo', 'Move card {name} to…', { name })}
            title={t('card.menu.move', 'Move to…')}
            onClick={() => show({ kind: 'move-card', cardId: card.id })}
          >
            <Icon icon={ArrowLeftRight} />
          </button>
        </td>
      ) : null}
      <td className={styles.numberCell}>#{card.number}</td>
      <th scope="row" className={styles.titleCell}>
        <CardLink
          boardId={boardId}
          cardId={card.id}
          className={styles.titleLink}
          data-row-focus={index}
        >
          {card.icon ? <span aria-hidden="true">{card.icon} </span> : null}
          <span className="visually-hidden">#{card.number}</span>{' '}
          <bdi>
            <Highlight text={card.title} query={highlight} />
          </bdi>
        </CardLink>{' '}
        <UnsavedMarker cardId={card.id} />
      </th>
      <td className={styles.columnCell}>
        <bdi>{column.name}</bdi>
      </td>
      <td className={styles.tagsCell}>
        {cardTags.map((tag) => (
          <TagChip key={tag.id} name={tag.name} color={tag.color} />
        ))}
      </td>
      <td className={styles.peopleCell}>
        {assignees.map((member) => (
          <Avatar key={member.id} name={member.name} avatarUrl={member.avatar_url} />
        ))}
      </td>
      <td className={styles.dueCell} data-due={card.due_date ?? ''}>
        <DueChip card={card} />
      </td>
      <td className={styles.statusCell}>{statusText(card.status)}</td>
      {showBlocked ? (
        <td className={styles.blockedCell}>
          {blockedBy > 0 ? <BlockedMark card={card} count={blockedBy} /> : null}
        </td>
      ) : null}
      <td className={styles.checklistCell}>
        {checklistTotal > 0 ? `${card.checklist_items_completed ?? 0}/${checklistTotal}` : null}
      </td>
      {definitions.map((definition) => (
        <td key={definition.id} className={styles.fieldCell}>
          <bdi>{customFieldText(definition, card.custom_fields[definition.id], members)}</bdi>
        </td>
      ))}
    </tr>
  );
});
