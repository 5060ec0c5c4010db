import { Plus } from 'lucide';
import { useRef, useState } from 'react';
import type { ChecklistRef } from '@/api/endpoints/checklists';
import type { Member } from '@/api/types';
import { buttonClassName } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { AddChecklistItemForm } from './AddChecklistItemForm';
import { t } from '@/lib/i18n/translate';

/**
 * "Add item" under a checklist: one quiet button until used, then the item's form (title, due
 * date, assignees) with the title focused. The form stays open for the next item; Cancel folds
 * it and gives focus back to the button.
 */
export function AddChecklistItem({
  checklistRef,
  members,
}: {
  checklistRef: ChecklistRef;
  members: readonly Member[];
}) {
  const [open, setOpen] = useState(false);
  // Set by Cancel: the button takes focus again when it is back in the page.
  const focusBack = useRef(false);
  if (open) {
    return (
      <AddChecklistItemForm
        checklistRef={checklistRef}
        members={members}
        onCancel={() => {
          focusBack.current = true;
          setOpen(false);
        }}
      />
    );
  }
  return (
    <button
      ref={(button) => {
        if (button && focusBack.current) {
          focusBack.current = false;
          button.focus();
        }
      }}
      type="button"
      className={buttonClassName('ghost', 'sm')}
      onClick={() => setOpen(true)}
    >
      <Icon icon={Plus} />
      {t('card.checklist.addItem', 'Add item')}
    </button>
  );
}
