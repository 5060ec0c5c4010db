import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldError } from '@/api/http/errors';
import { useUpdateBoard } from '@/sync/writes/boards.write';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { Board } from '@/api/types';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import { ActionError } from '../shared/ActionError';
import { actionErrorMessage, isRetryable } from '../shared/action-error';
import { FormField } from '../shared/FormField';
import styles from '../shared/Settings.module.css';
import {
  DETAILS_FIELD_KEYS,
  detailsChangesOf,
  detailsValuesOf,
  validateDetails,
  type DetailsValues,
} from './details-values';
import { IconPicker } from './IconPicker';
import { ParentBoardSelect } from './ParentBoardSelect';
import { SortFields } from './SortFields';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t } from '@/lib/i18n/translate';
import { lengthHint } from '../shared/length-hint';

/** Name, description, icon, parent and default sort; what was typed stays when a save fails. */
export function DetailsForm({ board }: { board: Board }) {
  const client = useApiClient();
  const boards = useQuery(boardQueries.list(client));
  const [values, setValues] = useState(() => detailsValuesOf(board));
  const [saved, setSaved] = useState(false);
  const update = useUpdateBoard({ scope: boardWriteScope(board.id) });
  const errors = validateDetails(values);
  const set = (key: keyof DetailsValues) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const serverError = (key: string) => fieldError(update.error, key);

  function save(): void {
    if (Object.keys(validateDetails(values)).length > 0) return;
    update.mutate(
      { boardId: board.id, changes: detailsChangesOf(values) },
      { onSuccess: () => setSaved(true) },
    );
  }
  function submit(event: FormEvent): void {
    event.preventDefault();
    save();
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('settings.details.form', 'Board details')}
    >
      <TextField
        label={t('settings.details.name', 'Name')}
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        hint={lengthHint(values.name.trim().length, LIMITS.boardName.max)}
        error={errors.name ?? serverError('name')}
        required
      />
      <FormField
        label={t('settings.details.description', 'Description')}
        hint={lengthHint(values.description.trim().length, LIMITS.boardDescription.max)}
        error={errors.description ?? serverError('description')}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.control}
            rows={3}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </FormField>
      <IconPicker
        value={values.icon}
        onChange={set('icon')}
        error={errors.icon ?? serverError('icon')}
      />
      <ParentBoardSelect
        boardId={board.id}
        boards={boards.data}
        value={values.parentId}
        onChange={set('parentId')}
        error={serverError('parent_id')}
      />
      <SortFields
        field={values.sortField}
        direction={values.sortDirection}
        onFieldChange={set('sortField')}
        onDirectionChange={set('sortDirection')}
        fieldError={serverError('order_cards_by')}
        directionError={serverError('order_cards_direction')}
      />
      <ActionError
        message={actionErrorMessage(update.error, DETAILS_FIELD_KEYS)}
        onRetry={isRetryable(update.error) ? save : undefined}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          disabled={update.isPending || Object.keys(errors).length > 0}
        >
          {update.isPending
            ? t('common.saving', 'Saving…')
            : t('settings.details.save', 'Save details')}
        </Button>
        {saved && !update.isPending ? (
          <span role="status" className={styles.hint}>
            {t('settings.saved', 'Saved.')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
