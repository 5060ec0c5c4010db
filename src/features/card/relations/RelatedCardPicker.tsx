import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Card } from '@/api/types';
import { t } from '@/lib/i18n/translate';
import styles from './Relations.module.css';
import { useOtherBoardCards } from './use-other-board-cards';

const SHOWN = 8;

/** Cards whose number ("12", "#12") or title (every term) matches, live ones, in board order. */
export function matchCards(cards: readonly Card[], query: string, exclude: number): Card[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const number = /^#?(\d+)$/.exec(query.trim())?.[1];
  const found: Card[] = [];
  for (const card of cards) {
    if (card.id === exclude || card.deleted_at !== null) continue;
    const title = card.title.toLowerCase();
    const matches = number
      ? String(card.number).startsWith(number)
      : terms.every((term) => title.includes(term));
    if (matches) found.push(card);
    if (found.length === SHOWN) break;
  }
  return found;
}

interface RelatedCardPickerProps {
  /** This board: its cards are matched here, by number or title, as the person types. */
  boardId: number;
  cards: readonly Card[];
  /** The card whose relation this is: never offered. */
  exclude: number;
  label: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onChoose: (card: Card) => void;
}

interface Choice {
  card: Card;
  /** The card's board when it is not this one. */
  boardName?: string;
}

/**
 * A card picker, keyboard first as the quick switcher: typing a number or words lists the
 * matching cards of this board at once, then those of the person's other boards whose title
 * matches (once typing pauses); ArrowUp/ArrowDown move, Enter picks (ARIA combobox).
 */
export function RelatedCardPicker({
  boardId,
  cards,
  exclude,
  label,
  invalid,
  describedBy,
  onChoose,
}: RelatedCardPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const here = useMemo(() => matchCards(cards, query, exclude), [cards, query, exclude]);
  const elsewhere = useOtherBoardCards(query, boardId);
  const shown: Choice[] = [...here.map((card) => ({ card })), ...elsewhere.found];
  const activeIndex = Math.min(active, shown.length - 1);
  const activeCard = activeIndex >= 0 ? shown[activeIndex]?.card : undefined;
  // The text stays until the relation is saved (the section then starts a new picker).
  const choose = (card: Card) => onChoose(card);
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive(
        down
          ? activeIndex >= last
            ? 0
            : activeIndex + 1
          : activeIndex <= 0
            ? last
            : activeIndex - 1,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeCard) choose(activeCard);
    }
  }
  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeCard ? `${id}-${activeCard.id}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={t('relations.picker.placeholder', 'Number or title')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <ul id={`${id}-list`} role="listbox" aria-label={label} className={styles.options}>
        {shown.map(({ card, boardName }, index) => (
          <li
            key={card.id}
            id={`${id}-${card.id}`}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // A press must not blur the field before the pick.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(card)}
          >
            <span className={styles.number}>#{card.number}</span> <bdi>{card.title}</bdi>
            {boardName === undefined ? null : (
              <span className={styles.board}>
                {' · '}
                <bdi>{boardName}</bdi>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={styles.searching}>
        {elsewhere.searching ? t('relations.picker.searching', 'Searching your other boards…') : ''}
      </p>
    </div>
  );
}
