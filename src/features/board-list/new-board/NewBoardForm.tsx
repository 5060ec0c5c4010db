import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { fieldError, isApiError, isUnsupported } from '@/api/http/errors';
import { useCreateBoard } from '@/sync/writes/boards.write';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import { t } from '@/lib/i18n/translate';
import { paths } from '@/paths';
import styles from './NewBoardForm.module.css';

/** Name and icon of a new board; what was typed stays when the save fails. Opens the board. */
export function NewBoardForm({ onCancel }: { onCancel: () => void }) {
  const [name, setName] = useState('');
  const [icon, setIcon] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [, navigate] = useLocation();
  const create = useCreateBoard({ meta: { handlesOwnErrors: true } });

  function submit(event: FormEvent): void {
    event.preventDefault();
    const missing = name.trim() === '';
    setNameMissing(missing);
    if (missing) return;
    create.mutate(
      { name: name.trim(), icon: icon.trim() || null },
      { onSuccess: (board) => navigate(paths.board.href(board.id)) },
    );
  }

  const error = create.error;
  const generalError = isUnsupported(error)
    ? t('boards.new.unsupported', 'This server cannot create boards. Ask its administrator.')
    : isApiError(error) && Object.keys(error.fieldErrors).length > 0
      ? null
      : error instanceof Error
        ? error.message
        : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('boards.new.name', 'Name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={LIMITS.boardName.max}
        required
        error={
          nameMissing
            ? t('boards.new.nameMissing', 'Give the board a name.')
            : fieldError(error, 'name')
        }
      />
      <TextField
        label={t('boards.new.icon', 'Icon (an emoji, optional)')}
        value={icon}
        onChange={(event) => setIcon(event.target.value)}
        maxLength={16}
        error={fieldError(error, 'icon')}
      />
      {generalError ? (
        <p role="alert" className={styles.error}>
          {generalError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('common.cancel', 'Cancel')}</Button>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending
            ? t('boards.new.creating', 'Creating…')
            : t('boards.new.submit', 'Create board')}
        </Button>
      </div>
    </form>
  );
}
