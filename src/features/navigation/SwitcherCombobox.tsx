import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styles from './Navigation.module.css';
import { filterItems, type SwitcherItem } from './switcher-items';
import { t, tn } from '@/lib/i18n/translate';

interface SwitcherComboboxProps {
  items: readonly SwitcherItem[];
  /** Said under the list while the recent cards load, say. */
  status?: string | undefined;
  onChoose: (item: SwitcherItem) => void;
}

const KIND_LABEL: Record<SwitcherItem['kind'], () => string> = {
  board: () => t('switcher.kind.board', 'Board'),
  card: () => t('switcher.kind.card', 'Card'),
};

/**
 * A filter box over a list (ARIA combobox with a listbox that is always shown): typing filters,
 * ArrowUp/ArrowDown move the active option (wrapping), Enter opens it, Escape closes the dialog.
 */
export function SwitcherCombobox({ items, status, onChoose }: SwitcherComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const shown = filterItems(items, query);
  const activeIndex = Math.min(active, shown.length - 1);
  const activeItem = activeIndex >= 0 ? shown[activeIndex] : undefined;
  const optionId = (item: SwitcherItem) => `${id}-${item.key}`;
  const activeId = activeItem ? optionId(activeItem) : undefined;
  useEffect(() => {
    // Keep the active option in view in a long list (jsdom has no scrollIntoView).
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, moves[event.key] ?? 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeItem) onChoose(activeItem);
    }
  }

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.comboLabel}>
        {t('switcher.input', 'Go to a board or a recent card')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.comboInput}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('switcher.list', 'Boards and recent cards')}
        className={styles.options}
      >
        {shown.map((item, index) => (
          <li
            key={item.key}
            id={optionId(item)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            onMouseMove={() => setActive(index)}
            onClick={() => onChoose(item)}
          >
            <span className={styles.kind}>{KIND_LABEL[item.kind]()}</span>
            {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
            <bdi className={styles.optionLabel}>{item.label}</bdi>
            {item.detail ? <bdi className={styles.optionDetail}>{item.detail}</bdi> : null}
          </li>
        ))}
      </ul>
      <p className={styles.comboStatus} role="status">
        {shown.length === 0
          ? t('switcher.none', 'Nothing matches.')
          : (status ??
            tn('switcher.results', shown.length, {
              one: '{count} result',
              other: '{count} results',
            }))}
      </p>
    </div>
  );
}
