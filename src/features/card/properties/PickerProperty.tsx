import { useId, useRef, useState, type ReactNode } from 'react';
import { isWanted, useFocusWhenWanted, type PanelField } from '../panel/panel-focus';
import { PropertyRow } from './PropertyRow';
import type { FieldConflict } from './use-card-field-save';
import styles from './Properties.module.css';
import { t } from '@/lib/i18n/translate';

interface PickerPropertyProps {
  label: string;
  /** The button's name while closed and open ("Change tags", "Done changing tags"). */
  actionLabels: { change: string; done: string };
  /** What is chosen, as chips (or a muted "None"). */
  summary: ReactNode;
  /** The choices (checkboxes), shown in place under the summary while open. */
  options: ReactNode;
  canChange: boolean;
  unsaved: boolean;
  refusal: string | undefined;
  conflict?: FieldConflict | undefined;
  /** The card and property a board shortcut may open the panel at (`a`, `t`): open, focused. */
  focusFor: { cardId: number; field: PanelField };
}

/**
 * A many-valued attribute (assignees, tags): the chosen ones, and a "Change" button that opens
 * the choices in place; each choice saves on its own as it is ticked.
 */
export function PickerProperty({
  label,
  actionLabels,
  summary,
  options,
  canChange,
  unsaved,
  refusal,
  conflict,
  focusFor,
}: PickerPropertyProps) {
  const ids = useId();
  const wanted = canChange && isWanted(focusFor.cardId, focusFor.field);
  const [open, setOpen] = useState(wanted);
  // The side panel switched to another card by a shortcut: open its picker too.
  if (wanted && !open) setOpen(true);
  const optionsRef = useRef<HTMLDivElement>(null);
  useFocusWhenWanted(focusFor.cardId, focusFor.field, () =>
    optionsRef.current?.querySelector('input'),
  );
  return (
    <PropertyRow
      label={label}
      labelId={`${ids}-label`}
      messageId={`${ids}-message`}
      unsaved={unsaved}
      refusal={refusal}
      conflict={conflict}
    >
      <div className={styles.chips}>{summary}</div>
      {canChange ? (
        <button
          type="button"
          className={styles.change}
          aria-expanded={open}
          aria-controls={open ? `${ids}-options` : undefined}
          aria-label={open ? actionLabels.done : actionLabels.change}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('card.picker.done', 'Done') : t('card.picker.change', 'Change')}
        </button>
      ) : null}
      {open ? (
        <div
          ref={optionsRef}
          id={`${ids}-options`}
          role="group"
          aria-labelledby={`${ids}-label`}
          aria-describedby={refusal ? `${ids}-message` : undefined}
          className={styles.options}
        >
          {options}
        </div>
      ) : null}
    </PropertyRow>
  );
}
