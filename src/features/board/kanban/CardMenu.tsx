import { Ellipsis } from '@/components/first-load-icons';
import { Icon } from '@/components/Icon';
import { memo } from 'react';
import type { Card } from '@/api/types';
import { Menu, MenuItem } from '@/components/Menu';
import { cardCommand } from '@/features/card-focus';
import { useCopyLane } from './copy-lane';
import { useBoardDialogs } from '@/features/board-core';
import styles from './Kanban.module.css';
import { t } from '@/lib/i18n/translate';

/**
 * Card actions, the non-drag way to move a card among them (WCAG 2.5.7). Memoized: the
 * sortable wrapper around it re-renders on every pointer move of a drag.
 */
export const CardMenu = memo(function CardMenu({ card }: { card: Card }) {
  const { show } = useBoardDialogs();
  const lane = useCopyLane();
  return (
    <Menu
      label={t('card.menu.label', 'Actions for card #{number} {title}', {
        number: String(card.number),
        title: card.title,
      })}
      trigger={<Icon icon={Ellipsis} />}
      triggerClassName={styles.handle}
    >
      <MenuItem onSelect={() => cardCommand('e', card.id)}>
        {t('card.menu.rename', 'Rename')}
      </MenuItem>
      <MenuItem
        onSelect={() => show({ kind: 'move-card', cardId: card.id, ...(lane ? { lane } : {}) })}
      >
        {t('card.menu.move', 'Move to…')}
      </MenuItem>
      <MenuItem onSelect={() => cardCommand('Delete', card.id)}>
        {t('card.menu.archive', 'Archive')}
      </MenuItem>
      <MenuItem danger onSelect={() => show({ kind: 'delete-card', cardId: card.id })}>
        {t('card.actions.delete', 'Delete card…')}
      </MenuItem>
    </Menu>
  );
});
