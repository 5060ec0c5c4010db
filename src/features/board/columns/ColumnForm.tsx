import { useId, useState, type FormEvent } from 'react';
import { fieldError, isApiError } from '@/api/http/errors';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import { parseSortOrder, type SortOrder } from '@/domain/ordering';
import { SORT_CHOICES, describeSort, sortOrderValue } from '@/features/board-core';
import { ColorSwatches } from './ColorSwatches';
import type { ColumnFormValues } from './column-form-values';
import styles from './ColumnForm.module.css';
import { parseWipLimit } from '@/domain/wip';
import { t } from '@/lib/i18n/translate';

export interface ColumnFormProps {
  initial: ColumnFormValues;
  submitLabel: string;
  pending: boolean;
  /** The last failed save: 422 messages go beside their fields, anything else above the buttons. */
  error: unknown;
  onSubmit: (values: ColumnFormValues) => void;
  onCancel: () => void;
  /** Offer the sticky sort (editing: the create endpoint does not take one). */
  withSortOrder?: boolean;
}

interface SortOption {
  value: string;
  label: string;
}

const manualOrder = (): SortOption => ({
  value: '',
  label: t('column.sort.manual', 'Manual order (drag to arrange)'),
});

/** The sort choices in words ("Due date, earliest first"), by field and direction. */
const SORT_LABELS: Partial<Record<string, () => string>> = {
  due_date: () => t('column.sort.dueAsc', 'Due date, earliest first'),
  '-due_date': () => t('column.sort.dueDesc', 'Due date, latest first'),
  number: () => t('column.sort.numberAsc', 'Number, lowest first'),
  '-number': () => t('column.sort.numberDesc', 'Number, highest first'),
  title: () => t('column.sort.titleAsc', 'Title, A to Z'),
  '-title': () => t('column.sort.titleDesc', 'Title, Z to A'),
  created_at: () => t('column.sort.createdAsc', 'Date created, oldest first'),
  '-created_at': () => t('column.sort.createdDesc', 'Date created, newest first'),
  updated_at: () => t('column.sort.updatedAsc', 'Date updated, oldest first'),
  '-updated_at': () => t('column.sort.updatedDesc', 'Date updated, newest first'),
};

function optionOf(value: string, sort: SortOrder): SortOption {
  const known = SORT_LABELS[sortOrderValue(sort)];
  if (known) return { value, label: known() };
  const { field, direction } = describeSort(sort);
  return { value, label: `${field.charAt(0).toUpperCase()}${field.slice(1)}, ${direction}` };
}

/** The form's sort choices, keeping the column's own value when it is not one of them. */
function sortOptions(current: string): SortOption[] {
  const options = [
    manualOrder(),
    ...SORT_CHOICES.map((sort) => optionOf(sortOrderValue(sort), sort)),
  ];
  const parsed = parseSortOrder(current);
  if (parsed && !options.some((option) => option.value === current)) {
    options.push(optionOf(current, parsed));
  }
  return options;
}

/** Name, description, icon and color of a column; what was typed stays when a save fails. */
export function ColumnForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  withSortOrder = false,
}: ColumnFormProps) {
  const [values, setValues] = useState(initial);
  const [nameMissing, setNameMissing] = useState(false);
  const [wipInvalid, setWipInvalid] = useState(false);
  const descriptionId = useId();
  const sortId = useId();
  const sortError = fieldError(error, 'sort_order');
  const set = <K extends keyof ColumnFormValues>(key: K, value: ColumnFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent): void {
    event.preventDefault();
    const missing = values.name.trim() === '';
    const wrongLimit =
      withSortOrder && parseWipLimit(values.wipLimit, LIMITS.columnWipLimit.max) === null;
    setNameMissing(missing);
    setWipInvalid(wrongLimit);
    if (missing || wrongLimit) return;
    onSubmit(values);
  }

  const descriptionError = fieldError(error, 'description');
  const generalError =
    isApiError(error) && Object.keys(error.fieldErrors).length > 0
      ? null
      : error instanceof Error
        ? error.message
        : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('column.form.name', 'Name')}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        maxLength={LIMITS.columnName.max}
        hint={t('common.length', '{length}/{max} characters', {
          length: values.name.length,
          max: LIMITS.columnName.max,
        })}
        error={
          nameMissing
            ? t('column.form.nameMissing', 'Enter a name for the column.')
            : fieldError(error, 'name')
        }
        required
        autoFocus
      />
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          {t('column.form.description', 'Description')}
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          maxLength={LIMITS.columnDescription.max}
          rows={3}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className={styles.error} role="alert">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('column.form.icon', 'Icon')}
        value={values.icon}
        onChange={(event) => set('icon', event.target.value)}
        maxLength={LIMITS.columnIcon.max}
        hint={t('column.form.iconHint', 'An emoji or short text')}
        error={fieldError(error, 'icon')}
      />
      <ColorSwatches
        value={values.color}
        onChange={(color) => set('color', color)}
        error={fieldError(error, 'color')}
      />
      {withSortOrder ? (
        <div className={styles.field}>
          <label htmlFor={sortId} className={styles.label}>
            {t('column.form.sort', 'Sort cards')}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={values.sortOrder}
            onChange={(event) => set('sortOrder', event.target.value)}
            aria-describedby={`${sortId}-hint`}
            aria-invalid={sortError ? true : undefined}
          >
            {sortOptions(initial.sortOrder).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p id={`${sortId}-hint`} className={styles.hint}>
            {t(
              'column.form.sortHint',
              'A sorted column places its cards by the sort: they cannot be put in order by hand.',
            )}
          </p>
          {sortError ? (
            <p className={styles.error} role="alert">
              {sortError}
            </p>
          ) : null}
        </div>
      ) : null}
      {withSortOrder ? (
        <TextField
          label={t('column.form.wip', 'WIP limit')}
          value={values.wipLimit}
          onChange={(event) => set('wipLimit', event.target.value)}
          inputMode="numeric"
          hint={t(
            'column.form.wipHint',
            'The most cards this column should hold; the count turns red past it, nothing is blocked. Empty for none.',
          )}
          error={
            wipInvalid
              ? t(
                  'column.form.wipInvalid',
                  'Enter a whole number from 1 to {max}, or leave it empty.',
                  { max: LIMITS.columnWipLimit.max },
                )
              : fieldError(error, 'wip_limit')
          }
        />
      ) : null}
      {generalError ? (
        <p className={styles.error} role="alert">
          {generalError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('common.cancel', 'Cancel')}</Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t('common.saving', 'Saving…') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
