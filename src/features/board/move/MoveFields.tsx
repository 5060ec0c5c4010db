import { t } from '@/lib/i18n/translate';
import styles from './MoveDialog.module.css';

/** A "Move to…" choice list's options, the current one marked "(current)". */
export function ChoiceOptions({
  choices,
  current,
}: {
  choices: readonly { id: number | string; name: string }[];
  current: number | string | undefined;
}) {
  return choices.map((choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.id === current
        ? t('move.currentColumn', '{name} (current)', { name: choice.name })
        : choice.name}
    </option>
  ));
}

/** The position field of "Move to…": 1 to `positions`, the first and last said to be top and bottom. */
export function PositionField({
  id,
  label,
  positions,
  position,
  onChange,
}: {
  id: string;
  label: string;
  positions: number;
  position: number;
  onChange: (position: number) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={Math.min(position, positions)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: positions }, (_, index) => (
          <option key={index} value={index + 1}>
            {index === 0
              ? t('move.top', '{position} (top)', { position: index + 1 })
              : index === positions - 1
                ? t('move.bottom', '{position} (bottom)', { position: index + 1 })
                : index + 1}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * Where in the target the card goes: in a sorted column the sort decides (said in a note with
 * `noteId`, for the column field's `aria-describedby`), elsewhere the position field.
 */
export function PlacementField({
  sorted,
  noteId,
  ...position
}: {
  /** The target's sticky sort as said ("Due date, soonest first"), or null. */
  sorted: string | null;
  noteId?: string;
} & Parameters<typeof PositionField>[0]) {
  if (sorted === null) return <PositionField {...position} />;
  return (
    <p id={noteId} className={styles.note}>
      {t('move.sorted', '{sort}: the card goes where the sort puts it.', { sort: sorted })}
    </p>
  );
}
