import { useId, useState, type FormEvent } from 'react';
import { fieldError, isApiError } from '@/api/http/errors';
import { useAddChecklistItem } from '@/sync/writes/checklists.write';
import { boardWriteScope } from '@/sync/queue/write-scope';
import type { ChecklistRef } from '@/api/endpoints/checklists';
import type { Member } from '@/api/types';
import { Button } from '@/components/Button';
import { DateField } from '@/components/DateField';
import { dateFieldsValid } from '@/components/date-fields-valid';
import { TextField } from '@/components/TextField';
import { fromLocalInput } from '../due-input';
import { ItemAssigneePicker } from './ItemAssigneePicker';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

/**
 * Adds an item (title, optional due date and assignees) at the end of a checklist. The
 * assignees go as the spec's map of user id to `true` (spec 4.6).
 */
export function AddChecklistItemForm({
  checklistRef,
  members,
  onCancel,
}: {
  checklistRef: ChecklistRef;
  /** Who may be assigned: the board's members, without soft-deleted ones. */
  members: readonly Member[];
  /** Folds the form (AddChecklistItem). */
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const [assignees, setAssignees] = useState<number[]>([]);
  const add = useAddChecklistItem({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(checklistRef.boardId),
  });
  const ids = useId();
  const dueError = fieldError(add.error, 'due_date') ?? null;
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!dateFieldsValid(event.currentTarget)) return;
    add.mutate(
      {
        ...checklistRef,
        input: {
          title: title.trim(),
          due_date: fromLocalInput(due),
          ...(assignees.length > 0
            ? { assignees: Object.fromEntries(assignees.map((id) => [id, true])) }
            : {}),
        },
      },
      {
        onSuccess: () => {
          setTitle('');
          setDue('');
          setAssignees([]);
        },
      },
    );
  }
  return (
    <form onSubmit={submit} className={styles.row} noValidate>
      <TextField
        label={t('card.checklist.newItem', 'New item')}
        value={title}
        maxLength={255}
        // Opened by "Add item": the title is what comes next.
        autoFocus
        error={fieldError(add.error, 'title') ?? null}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className={styles.dateField}>
        <label htmlFor={`${ids}-due`}>{t('card.checklist.itemDue', 'Item due date')}</label>
        <DateField
          id={`${ids}-due`}
          mode="datetime"
          value={due}
          invalid={dueError !== null}
          describedBy={dueError ? `${ids}-due-error` : undefined}
          onChange={setDue}
        />
        {dueError ? (
          <p id={`${ids}-due-error`} className={styles.dateFieldError} role="alert">
            {dueError}
          </p>
        ) : null}
      </div>
      <ItemAssigneePicker
        members={members}
        picked={assignees}
        onChange={setAssignees}
        error={assigneesError(add.error)}
      />
      <Button type="submit" size="sm" disabled={add.isPending}>
        {t('card.checklist.addItem', 'Add item')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t('common.cancel', 'Cancel')}
      </Button>
    </form>
  );
}

/** The server's message on the assignees map or one of its users (`assignees.<id>`). */
function assigneesError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const key = Object.keys(error.fieldErrors).find(
    (field) => field === 'assignees' || field.startsWith('assignees.'),
  );
  return key === undefined ? null : (error.fieldErrors[key]?.[0] ?? null);
}
