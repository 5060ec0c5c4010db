import type { CustomFieldDefinition } from '@/api/types';
import { isKnown } from '@/api/schemas/primitives';
import { CUSTOM_FIELD_TYPES } from '@/domain/enums';
import settings from '../shared/Settings.module.css';
import styles from './CustomFields.module.css';
import { TYPE_LABELS } from './type-labels';
import { byPosition } from '@/domain/ordering';
import { t } from '@/lib/i18n/translate';

function typeLabel(definition: CustomFieldDefinition): string {
  return isKnown(CUSTOM_FIELD_TYPES, definition.type)
    ? TYPE_LABELS[definition.type]()
    : t('settings.fields.unknownType', 'Unknown type');
}

/** The board's definitions (and the tenant's global ones) in their order. */
export function CustomFieldList({
  definitions,
}: {
  definitions: readonly CustomFieldDefinition[];
}) {
  if (definitions.length === 0)
    return <p className={settings.notice}>{t('settings.fields.none', 'No custom fields yet.')}</p>;
  const ordered = [...definitions].sort(byPosition);
  return (
    <ol className={styles.list} aria-label={t('filters.customFields', 'Custom fields')}>
      {ordered.map((definition) => (
        <li key={definition.id}>
          <strong>
            <bdi>{definition.name}</bdi>
          </strong>{' '}
          <span className={styles.meta}>
            {typeLabel(definition)}
            {definition.is_required ? ` · ${t('settings.fields.required', 'required')}` : ''}
            {definition.is_global ? ` · ${t('settings.fields.global', 'all boards')}` : ''}
            {definition.is_active ? '' : ` · ${t('settings.fields.inactive', 'inactive')}`}
          </span>
          {definition.description ? (
            <div className={styles.meta}>
              <bdi>{definition.description}</bdi>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
