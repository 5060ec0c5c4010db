import { memo } from 'react';
import type { Card } from '@/api/types';
import { Menu, MenuItem } from '@/components/Menu';
import { cardCommand } from '../focus/LazyCardKeys';
import { useCopyLane } from '../lanes/copy-lane';
import { useBoardDialogs } from '../state/board-dialogs';
import styles from './Kanban.module.css';

/**
 * Card actions, the non-drag way to move a card among them (WCAG 2.5.7). Memoized: the
 * sortable wrapper around it re-renders on every pointer move of a drag.
 */
export const CardMenu = memo(function CardMenu({ card }: { card: Card }) {
  const { show } = useBoardDialogs();
  const lane = useCopyLane();
  return (
    <Menu
      label={`Actions for card #${card.number} ${card.title}`}
      trigger={<span aria-hidden="true">⋯</span>}
      triggerClassName={styles.handle}
    >
      <MenuItem onSelect={() => cardCommand('e', card.id)}>Rename</MenuItem>
      <MenuItem
        onSelect={() => show({ kind: 'move-card', cardId: card.id, ...(lane ? { lane } : {}) })}
      >
        Move to…
      </MenuItem>
      <MenuItem onSelect={() => cardCommand('Delete', card.id)}>Archive</MenuItem>
      <MenuItem danger onSelect={() => show({ kind: 'delete-card', cardId: card.id })}>
        Delete card…
      </MenuItem>
    </Menu>
  );
});
