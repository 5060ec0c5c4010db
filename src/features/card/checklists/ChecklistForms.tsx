import { useState, type FormEvent } from 'react';
import { fieldError } from '@/api/http/errors';
import { useCreateChecklist, useRenameChecklist } from '@/api/mutations/checklists.write';
import { boardWriteScope } from '@/api/mutations/write-scope';
import type { ChecklistRef } from '@/api/endpoints/checklists';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

/** The checklist's title, renamed in place (saved on Enter or when the field is left). */
export function ChecklistTitleField({
  checklistRef,
  title,
}: {
  checklistRef: ChecklistRef;
  title: string;
}) {
  const [value, setValue] = useState(title);
  const rename = useRenameChecklist({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(checklistRef.boardId),
  });
  function save(event?: FormEvent): void {
    event?.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === title) return;
    rename.mutate({ ...checklistRef, title: trimmed });
  }
  return (
    <form onSubmit={save}>
      <TextField
        label={t('card.checklist.titleField', 'Checklist title')}
        value={value}
        maxLength={255}
        error={fieldError(rename.error, 'title') ?? null}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => save()}
      />
    </form>
  );
}

/** Adds a checklist to the card. */
export function AddChecklistForm({ boardId, cardId }: { boardId: number; cardId: number }) {
  const [title, setTitle] = useState('');
  const create = useCreateChecklist({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
  });
  function submit(event: FormEvent): void {
    event.preventDefault();
    create.mutate({ boardId, cardId, title: title.trim() }, { onSuccess: () => setTitle('') });
  }
  return (
    <form onSubmit={submit} className={styles.row} noValidate>
      <TextField
        label={t('card.checklist.new', 'New checklist')}
        value={title}
        maxLength={255}
        error={fieldError(create.error, 'title') ?? null}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={create.isPending}>
        {t('card.checklist.add', 'Add checklist')}
      </Button>
    </form>
  );
}
