import { useId } from 'react';
import type { BoardWorkingSet } from '@/api/types';
import { CUSTOM_FIELD_TYPES, isOneOf, OPERATORS_BY_FIELD_TYPE } from '@/domain/enums';
import { defaultConditionValue } from '../editors/default-value';
import type { CustomFieldCondition } from '../model/filter-state';
import { ConditionRow } from './ConditionRow';
import styles from '../Search.module.css';
import { t } from '@/lib/i18n/translate';

interface ConditionsFilterProps {
  board: BoardWorkingSet;
  conditions: readonly CustomFieldCondition[];
  errors: ReadonlyMap<number, string>;
  onChange: (conditions: CustomFieldCondition[]) => void;
}

/** Custom-field conditions (they all apply): one row each, and a picker to add one. */
export function ConditionsFilter({ board, conditions, errors, onChange }: ConditionsFilterProps) {
  const addId = useId();
  const definitions = board.custom_field_definitions.filter(
    (definition) => definition.deleted_at === null && definition.is_active,
  );
  const byId = new Map(board.custom_field_definitions.map((d) => [d.id, d]));

  function add(definitionId: number): void {
    const definition = byId.get(definitionId);
    if (!definition || !isOneOf(CUSTOM_FIELD_TYPES, definition.type)) return;
    const operator = OPERATORS_BY_FIELD_TYPE[definition.type][0] ?? 'equals';
    const value = defaultConditionValue(definition.type, operator);
    onChange([
      ...conditions,
      { definitionId, operator, ...(value === undefined ? {} : { value }) },
    ]);
  }

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('filters.customFields', 'Custom fields')}</legend>
      {conditions.length > 0 ? (
        <ul className={styles.conditions}>
          {conditions.map((condition, index) => (
            <ConditionRow
              key={index}
              definition={byId.get(condition.definitionId)}
              condition={condition}
              members={board.members}
              error={errors.get(index)}
              onChange={(next) => onChange(conditions.map((c, i) => (i === index ? next : c)))}
              onRemove={() => onChange(conditions.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
      {definitions.length > 0 ? (
        <div className={styles.addCondition}>
          <label htmlFor={addId}>{t('filters.addCondition', 'Add a condition on')}</label>
          <select
            id={addId}
            className={styles.input}
            value=""
            onChange={(event) => {
              if (event.target.value !== '') add(Number(event.target.value));
            }}
          >
            <option value="">{t('filters.chooseField', 'Choose a field…')}</option>
            {definitions.map((definition) => (
              <option key={definition.id} value={definition.id}>
                {definition.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={styles.muted}>
          {t('filters.noCustomFields', 'This board has no custom fields.')}
        </p>
      )}
    </fieldset>
  );
}
