import { useId, useState } from 'react';
import type { Member } from '@/api/types';
import { Button } from '@/components/Button';
import { MemberCheckbox } from '../properties/MemberCheckbox';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

interface ItemAssigneePickerProps {
  members: readonly Member[];
  picked: readonly number[];
  onChange: (picked: number[]) => void;
  error: string | null;
}

/**
 * Who a new checklist item is assigned to: a button that shows the board's members as
 * checkboxes (collapsed by default, so a board with many members keeps the form short).
 */
export function ItemAssigneePicker({ members, picked, onChange, error }: ItemAssigneePickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const errorId = useId();
  const names = members.filter((member) => picked.includes(member.id)).map((m) => m.name);

  function toggle(userId: number, on: boolean): void {
    onChange(on ? [...picked, userId] : picked.filter((id) => id !== userId));
  }

  return (
    <div className={styles.itemAssignees}>
      <Button
        size="sm"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {picked.length > 0
          ? t('card.checklist.itemAssigneesCount', 'Item assignees ({count})', {
              count: picked.length,
            })
          : t('card.checklist.itemAssignees', 'Item assignees')}
      </Button>
      {names.length > 0 && !open ? (
        <span className={styles.muted}>
          {' '}
          <bdi>{names.join(', ')}</bdi>
        </span>
      ) : null}
      {open ? (
        <fieldset id={listId} className={styles.swatches}>
          <legend className="visually-hidden">
            {t('card.checklist.assignTo', 'Assign the new item to')}
          </legend>
          {members.map((member) => (
            <MemberCheckbox
              key={member.id}
              member={member}
              checked={picked.includes(member.id)}
              onChange={(checked) => toggle(member.id, checked)}
            />
          ))}
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
