import { X } from 'lucide';
import { Icon } from '@/components/Icon';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { decodeFilters, filterQueryString } from '../model/filter-codec';
import { hasActiveFilters, type FilterState } from '../model/filter-state';
import {
  deleteSavedFilter,
  readSavedFilters,
  saveFilter,
  type SavedFilter,
} from '../model/saved-filters';
import styles from '../Search.module.css';
import { t } from '@/lib/i18n/translate';

interface SavedFiltersProps {
  boardId: number;
  state: FilterState;
  onApply: (state: FilterState) => void;
}

/** Save the current filter under a name and pick it again later (this board, this device). */
export function SavedFilters({ boardId, state, onApply }: SavedFiltersProps) {
  const nameId = useId();
  const [saved, setSaved] = useState<SavedFilter[]>(() => readSavedFilters(boardId));
  const [name, setName] = useState('');
  const canSave = hasActiveFilters(state) && name.trim() !== '';

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (!canSave) return;
    setSaved(saveFilter(boardId, { name, query: filterQueryString(state) }));
    setName('');
  }

  return (
    <section className={styles.group} aria-labelledby={`${nameId}-title`}>
      <h3 id={`${nameId}-title`} className={styles.legend}>
        {t('filters.saved', 'Saved filters')}
      </h3>
      {saved.length > 0 ? (
        <ul className={styles.savedList}>
          {saved.map((filter) => (
            <li key={filter.name} className={styles.saved}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onApply(decodeFilters(new URLSearchParams(filter.query)))}
              >
                {t('filters.saved.apply', 'Apply “{name}”', { name: filter.name })}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('filters.saved.delete', 'Delete saved filter {name}', {
                  name: filter.name,
                })}
                onClick={() => setSaved(deleteSavedFilter(boardId, filter.name))}
              >
                <Icon icon={X} />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          {t('filters.saved.none', 'No saved filters on this board yet.')}
        </p>
      )}
      <form className={styles.saveForm} onSubmit={onSubmit}>
        <label htmlFor={nameId}>{t('filters.saved.name', 'Name')}</label>
        <input
          id={nameId}
          className={styles.input}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={!canSave}>
          {t('filters.saved.save', 'Save current filter')}
        </Button>
      </form>
    </section>
  );
}
