import type { BoardSummary } from '@/api/types';
import { FormField } from '../shared/FormField';
import styles from '../shared/Settings.module.css';
import { t } from '@/lib/i18n/translate';

interface ParentBoardSelectProps {
  boardId: number;
  boards: readonly BoardSummary[] | undefined;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The boards the user can see, minus this one; a current parent they cannot see is kept by id. */
export function ParentBoardSelect({
  boardId,
  boards,
  value,
  onChange,
  error,
}: ParentBoardSelectProps) {
  const options = (boards ?? []).filter((board) => board.id !== boardId);
  const currentMissing = value !== '' && !options.some((board) => String(board.id) === value);
  return (
    <FormField
      label={t('settings.details.parent', 'Parent board')}
      hint={
        boards
          ? t('settings.details.parentHint', 'This board is shown nested under its parent.')
          : t('boards.loading', 'Loading boards…')
      }
      error={error}
    >
      {(control) => (
        <select
          {...control}
          className={styles.control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('card.none', 'None')}</option>
          {currentMissing ? (
            <option value={value}>{t('settings.boardNumber', 'Board #{id}', { id: value })}</option>
          ) : null}
          {options.map((board) => (
            <option key={board.id} value={String(board.id)}>
              {board.icon ? `${board.icon} ` : ''}
              {board.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
