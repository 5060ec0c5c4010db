import { useState, type FormEvent } from 'react';
import { fieldError } from '@/api/http/errors';
import { useCreateChecklist } from '@/sync/writes/checklists.write';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

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
