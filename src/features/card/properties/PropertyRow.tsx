import type { ReactNode } from 'react';
import { UnsavedBadge } from '@/components/UnsavedBadge';
import { ConflictChoice } from '@/components/ConflictChoice';
import { FieldMessage } from '../FieldMessage';
import type { FieldConflict } from './use-card-field-save';
import styles from './Properties.module.css';

interface PropertyRowProps {
  label: ReactNode;
  /** The control the label names (a single input or select)… */
  controlId?: string;
  /** …or the id the label gets, for a group that names itself with aria-labelledby. */
  labelId?: string;
  /** Where the refusal goes: point the control's aria-describedby at it. */
  messageId: string;
  unsaved?: boolean;
  refusal?: string | undefined;
  /** Someone else changed this field meanwhile: both values and the choice show under it. */
  conflict?: FieldConflict | undefined;
  children: ReactNode;
}

/** One attribute of the card: its name, the control that shows and changes it, its save state. */
export function PropertyRow({
  label,
  controlId,
  labelId,
  messageId,
  unsaved = false,
  refusal,
  conflict,
  children,
}: PropertyRowProps) {
  return (
    <div className={styles.row}>
      {controlId ? (
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <div className={styles.value}>
        {children}
        {unsaved ? <UnsavedBadge /> : null}
        <FieldMessage id={messageId} message={refusal} />
        {conflict ? <ConflictChoice conflict={conflict} /> : null}
      </div>
    </div>
  );
}

/** An aria-describedby value from the ids that apply (undefined when none does). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}
