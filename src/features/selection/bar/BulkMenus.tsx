import { ChevronDown } from 'lucide';
import { Icon } from '@/components/Icon';
import type { BoardWorkingSet, Card } from '@/api/types';
import { Menu, MenuItem, MenuNote } from '@/components/Menu';
import type { MenuProps } from '@/components/menu-props';
import { cardStatusLabel } from '@/domain/status-labels';
import { t } from '@/lib/i18n/translate';
import type { BulkChange } from '../bulk/bulk-actions';
import styles from './SelectionBar.module.css';

interface BulkMenuProps {
  board: BoardWorkingSet;
  /** The selected cards on the board. */
  cards: readonly Card[];
  run: (change: BulkChange) => void;
  /** Opened by a card key: open at once, focus back to the card after. */
  byKey?: Pick<MenuProps, 'openOnMount' | 'onCloseFocus'>;
}

const trigger = (text: string) => (
  <>
    {text} <Icon icon={ChevronDown} />
  </>
);

/** Assign someone to every selected card, or take someone off those that have them. */
export function AssignMenu({ board, cards, run, byKey }: BulkMenuProps) {
  const members = Object.values(board.members);
  const assigned = members.filter((member) =>
    cards.some((card) => card.assignees_ids.includes(member.id)),
  );
  return (
    <Menu
      trigger={trigger(t('bulk.menu.assign', 'Assign'))}
      triggerClassName={styles.action}
      {...byKey}
    >
      {members.map((member) => (
        <MenuItem key={member.id} onSelect={() => run({ kind: 'assign', memberId: member.id })}>
          {t('bulk.menu.assignTo', 'Assign {name}', { name: member.name })}
        </MenuItem>
      ))}
      {assigned.length > 0 ? <MenuNote>{t('bulk.menu.unassign', 'Take off')}</MenuNote> : null}
      {assigned.map((member) => (
        <MenuItem
          key={`off-${member.id}`}
          onSelect={() => run({ kind: 'unassign', memberId: member.id })}
        >
          {t('bulk.menu.unassignFrom', 'Unassign {name}', { name: member.name })}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Add a tag to every selected card, or take one off those that have it. */
export function TagsMenu({ board, cards, run, byKey }: BulkMenuProps) {
  const tags = Object.values(board.tags);
  const present = tags.filter((tag) => cards.some((card) => card.tags_ids.includes(tag.id)));
  return (
    <Menu
      trigger={trigger(t('bulk.menu.tags', 'Tags'))}
      triggerClassName={styles.action}
      {...byKey}
    >
      {tags.length === 0 ? (
        <MenuNote>{t('bulk.menu.noTags', 'This board has no tags yet')}</MenuNote>
      ) : null}
      {tags.map((tag) => (
        <MenuItem key={tag.id} onSelect={() => run({ kind: 'add-tag', tagId: tag.id })}>
          {t('bulk.menu.addTag', 'Add {tag}', { tag: tag.name })}
        </MenuItem>
      ))}
      {present.length > 0 ? <MenuNote>{t('bulk.menu.removeTags', 'Remove')}</MenuNote> : null}
      {present.map((tag) => (
        <MenuItem key={`off-${tag.id}`} onSelect={() => run({ kind: 'remove-tag', tagId: tag.id })}>
          {t('bulk.menu.removeTag', 'Remove {tag}', { tag: tag.name })}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Open or closed (archiving is its own button). */
export function StatusMenu({ run }: Pick<BulkMenuProps, 'run'>) {
  return (
    <Menu trigger={trigger(t('bulk.menu.status', 'Status'))} triggerClassName={styles.action}>
      {(['OPEN', 'CLOSED'] as const).map((status) => (
        <MenuItem key={status} onSelect={() => run({ kind: 'status', status })}>
          {cardStatusLabel(status)}
        </MenuItem>
      ))}
    </Menu>
  );
}
