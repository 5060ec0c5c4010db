import { X } from 'lucide';
import { Icon } from '@/components/Icon';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import { filterChips } from './model/filter-labels';
import { EMPTY_FILTERS, type FilterState } from './model/filter-state';
import type { FilterErrors } from './model/error-map';
import type { BoardSearch } from './use-board-search';
import styles from './Search.module.css';
import { t } from '@/lib/i18n/translate';

interface FilterBarProps {
  board: BoardWorkingSet;
  state: FilterState;
  search: BoardSearch;
  onChange: (state: FilterState) => void;
}

function chipError(errors: FilterErrors | null, errorKey: string): string | undefined {
  if (!errors) return undefined;
  const condition = /^cf-(\d+)$/.exec(errorKey);
  if (condition) return errors.conditions.get(Number(condition[1]));
  return errors.sections[errorKey as keyof FilterErrors['sections']];
}

/** The active filters as removable chips, "Clear all", and what went wrong or found nothing. */
export function FilterBar({ board, state, search, onChange }: FilterBarProps) {
  if (!search.active) return null;
  const chips = filterChips(board, state);
  const clear = () => onChange(EMPTY_FILTERS);
  const findsCards = state.target === null || state.target === 'cards';
  const messages = [...(search.errors?.other ?? []), search.failure].filter(
    (message): message is string => Boolean(message),
  );
  // Typed text alone is in the search box already: a row with its chip would push the board
  // down at the first key (issue 45, point 9). The row comes with a filter from the panel.
  const showChips = chips.some((chip) => chip.key !== 'q');
  const nothingFound = findsCards && search.matchCount === 0;
  if (!showChips && messages.length === 0 && !nothingFound && !search.templates) return null;

  return (
    <div className={styles.filterBar}>
      {showChips ? (
        <ul className={styles.chips} aria-label={t('filters.active', 'Active filters')}>
          {chips.map((chip) => {
            const error = chipError(search.errors, chip.errorKey);
            return (
              <li key={chip.key} className={styles.chip} data-invalid={error ? true : undefined}>
                <bdi>{chip.label}</bdi>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('filters.chip.remove', 'Remove filter {label}', {
                    label: chip.label,
                  })}
                  onClick={() => onChange(chip.remove(state))}
                >
                  <Icon icon={X} />
                </button>
                {error ? (
                  <span className={styles.chipError} role="alert">
                    {error}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {showChips ? (
        <Button size="sm" variant="ghost" onClick={clear}>
          {t('filters.clearAll', 'Clear all')}
        </Button>
      ) : null}
      {messages.map((message) => (
        <p key={message} className={styles.error} role="alert">
          {t('search.localFallback', '{message} Showing the result found on this device.', {
            message,
          })}
        </p>
      ))}
      {nothingFound ? (
        <div className={styles.empty}>
          <p>{t('search.noCards', 'No cards match these filters.')}</p>
          <Button size="sm" onClick={clear}>
            {t('filters.clear', 'Clear filters')}
          </Button>
        </div>
      ) : null}
      {search.templates ? (
        <section
          className={styles.templates}
          aria-label={t('search.templates', 'Matching card templates')}
        >
          {search.templates.length === 0 ? (
            <p>{t('search.noTemplates', 'No card templates match.')}</p>
          ) : (
            <ul>
              {search.templates.map((template) => (
                <li key={template.id}>
                  <bdi>{template.name}</bdi>
                  {template.title ? (
                    <>
                      {' '}
                      <span className={styles.muted}>
                        — <bdi>{template.title}</bdi>
                      </span>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
