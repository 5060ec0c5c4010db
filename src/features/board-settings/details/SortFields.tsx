import { CARD_SORT_FIELDS } from '@/domain/enums';
import { FormField } from '../shared/FormField';
import styles from '../shared/Settings.module.css';
import { SORT_FIELD_LABELS } from './details-values';
import { t } from '@/lib/i18n/translate';

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
      <FormField
        label={t('settings.details.sort', 'Sort cards of new columns by')}
        error={props.fieldError}
      >
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={props.field}
            onChange={(event) => props.onFieldChange(event.target.value)}
          >
            <option value="">{t('settings.notSet', 'Not set')}</option>
            {CARD_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {SORT_FIELD_LABELS[field]()}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('settings.details.direction', 'Sort direction')}
        error={props.directionError}
      >
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={props.direction}
            onChange={(event) => props.onDirectionChange(event.target.value)}
          >
            <option value="">{t('settings.notSet', 'Not set')}</option>
            <option value="asc">{t('settings.sort.ascending', 'Ascending')}</option>
            <option value="desc">{t('settings.sort.descending', 'Descending')}</option>
          </select>
        )}
      </FormField>
    </div>
  );
}
