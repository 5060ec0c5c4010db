import { GripVertical } from '@/components/first-load-icons';
import { Icon } from '@/components/Icon';
import type { Card } from '@/api/types';
import type { DraggableAttributes } from '@dnd-kit/core';
import type { KeyboardEventHandler, Ref } from 'react';
import { SelectCardBox } from '@/features/selection';
import { CardMenu } from './CardMenu';
import styles from './Kanban.module.css';
import { t } from '@/lib/i18n/translate';

interface CardControlsProps {
  boardId: number;
  card: Card;
  /** The grip's keyboard drag (`usePickUp`'s `handleProps` and `attributes`). */
  handleProps: { onKeyDown: KeyboardEventHandler; ref: Ref<HTMLButtonElement> };
  attributes: Partial<DraggableAttributes>;
}

/** A tile's corner: its select box, its grip (the keyboard drag) and its actions menu. */
export function CardControls({ boardId, card, handleProps, attributes }: CardControlsProps) {
  return (
    <div className={styles.cardControls}>
      <SelectCardBox boardId={boardId} card={card} />
      <button
        type="button"
        {...handleProps}
        className={styles.handle}
        aria-label={t('card.handle.move', 'Move card #{number} {title}', {
          number: String(card.number),
          title: card.title,
        })}
        {...attributes}
      >
        <Icon icon={GripVertical} />
      </button>
      <CardMenu card={card} />
    </div>
  );
}
