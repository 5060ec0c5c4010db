import { CARD_SORT_FIELDS } from '@/domain/enums';
import { FormField } from '../shared/FormField';
import styles from '../shared/Settings.module.css';
import { SORT_FIELD_LABELS } from './details-values';

interface SortFieldsProps {
  field: string;
  direction: string;
  onFieldChange: (value: string) => void;
  onDirectionChange: (value: string) => void;
  fieldError: string | undefined;
  directionError: string | undefined;
}

/** The default card sort of new columns: a field and a direction. */
export function SortFields(props: SortFieldsProps) {
  return (
    <div className={styles.row}>
      <FormField label="Sort cards of new columns by" error={props.fieldError}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={props.field}
            onChange={(event) => props.onFieldChange(event.target.value)}
          >
            <option value="">Not set</option>
            {CARD_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {SORT_FIELD_LABELS[field]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Sort direction" error={props.directionError}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={props.direction}
            onChange={(event) => props.onDirectionChange(event.target.value)}
          >
            <option value="">Not set</option>
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        )}
      </FormField>
    </div>
  );
}
