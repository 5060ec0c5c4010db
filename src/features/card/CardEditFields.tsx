import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { UpdateCardInput } from '@/api/extensions/cards';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { CARD_STATUS_LABELS, CARD_STATUSES, type CardStatus } from '@/domain/enums';
import { CARD_COVER_COLORS, COLOR_NAMES, type CardCoverColor } from '@/domain/palettes';
import { fromLocalInput, toLocalInput } from './due-input';
import { usePatchCard } from './use-patch-card';
import styles from './CardPanel.module.css';

const TITLE_MAX = 255;

interface CardEditFieldsProps {
  card: CardDetail;
  board: BoardWorkingSet;
}

/** Title, status, due date, cover, tags, pinned and completed, each saved as it changes. */
export function CardEditFields({ card, board }: CardEditFieldsProps) {
  const patch = usePatchCard(card.board_id, card.id);
  // What the person has typed, kept until the card's title has caught up with it: a save's
  // change (or a teammate's) arriving while they type must not overwrite their text.
  const [draft, setDraft] = useState<string | null>(null);
  const [shownTitle, setShownTitle] = useState(card.title);
  if (card.title !== shownTitle) {
    setShownTitle(card.title);
    if (draft !== null && draft.trim() === card.title) setDraft(null);
  }
  const title = draft ?? card.title;
  const ids = useId();
  const save = (changes: UpdateCardInput) =>
    patch.mutate({ boardId: card.board_id, cardId: card.id, changes });

  // Clicking "Save title" blurs the field first: both save, before the optimistic title is on
  // the card, so the title last sent is remembered (and forgotten when the card's title moves).
  const sentTitle = useRef(card.title);
  useEffect(() => {
    sentTitle.current = card.title;
  }, [card.title]);

  function saveTitle(event: FormEvent): void {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '' || trimmed === card.title || trimmed === sentTitle.current) return;
    sentTitle.current = trimmed;
    save({ title: trimmed });
  }

  const tags = Object.values(board.tags);
  const toggleTag = (tagId: number, on: boolean) =>
    save({
      tags_ids: on ? [...card.tags_ids, tagId] : card.tags_ids.filter((id) => id !== tagId),
    });

  return (
    <section aria-labelledby={`${ids}-heading`} className={styles.section}>
      <h3 id={`${ids}-heading`}>Edit</h3>
      <form onSubmit={saveTitle} className={styles.row}>
        <TextField
          label="Title"
          value={title}
          maxLength={TITLE_MAX}
          required
          hint={`${title.length} of ${TITLE_MAX} characters`}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={saveTitle}
        />
        <Button type="submit" size="sm">
          Save title
        </Button>
      </form>
      <div className={styles.field}>
        <label htmlFor={`${ids}-status`}>Status</label>
        <select
          id={`${ids}-status`}
          value={card.status ?? ''}
          onChange={(event) =>
            save({ status: event.target.value === '' ? null : (event.target.value as CardStatus) })
          }
        >
          <option value="">None</option>
          {CARD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CARD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-due`}>Due date</label>
        <input
          id={`${ids}-due`}
          type="datetime-local"
          defaultValue={toLocalInput(card.due_date)}
          key={card.due_date ?? 'none'}
          onBlur={(event) => {
            const next = fromLocalInput(event.target.value);
            if (next !== card.due_date) save({ due_date: next });
          }}
        />
      </div>
      <fieldset className={styles.swatches}>
        <legend>Cover</legend>
        <label>
          <input
            type="radio"
            name={`${ids}-cover`}
            checked={card.cover_color === null}
            onChange={() => save({ cover_color: null })}
          />
          None
        </label>
        {CARD_COVER_COLORS.map((color) => (
          <label key={color}>
            <input
              type="radio"
              name={`${ids}-cover`}
              checked={card.cover_color === color}
              onChange={() => save({ cover_color: color as CardCoverColor })}
            />
            <span aria-hidden="true" className={styles.swatch} style={{ background: color }} />
            {COLOR_NAMES[color] ?? color}
          </label>
        ))}
      </fieldset>
      {tags.length > 0 ? (
        <fieldset className={styles.swatches}>
          <legend>Tags</legend>
          {tags.map((tag) => (
            <label key={tag.id}>
              <input
                type="checkbox"
                checked={card.tags_ids.includes(tag.id)}
                onChange={(event) => toggleTag(tag.id, event.target.checked)}
              />
              <bdi>{tag.name}</bdi>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.checks}>
        <label>
          <input
            type="checkbox"
            checked={card.pinned_at !== null}
            onChange={(event) => save({ pinned: event.target.checked })}
          />
          Pinned
        </label>
        <label>
          <input
            type="checkbox"
            checked={card.is_completed}
            onChange={(event) => save({ completed: event.target.checked })}
          />
          Completed
        </label>
      </div>
    </section>
  );
}
