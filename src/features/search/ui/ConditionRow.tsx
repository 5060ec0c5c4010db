import { X } from 'lucide';
import { Icon } from '@/components/Icon';
import { useId } from 'react';
import type { CustomFieldDefinition, Member } from '@/api/types';
import {
  CUSTOM_FIELD_TYPES,
  isOneOf,
  OPERATORS_BY_FIELD_TYPE,
  type SearchOperator,
} from '@/domain/enums';
import { ConditionValueEditor } from '../editors/ConditionValueEditor';
import { defaultConditionValue } from '../editors/default-value';
import { OPERATOR_LABELS } from '../model/filter-labels';
import type { CustomFieldCondition } from '../model/filter-state';
import styles from '../Search.module.css';
import { t } from '@/lib/i18n/translate';

interface ConditionRowProps {
  definition: CustomFieldDefinition | undefined;
  condition: CustomFieldCondition;
  members: Readonly<Record<number, Member>>;
  error: string | undefined;
  onChange: (condition: CustomFieldCondition) => void;
  onRemove: () => void;
}

const SINGLE = (operator: SearchOperator) =>
  !['between', 'is_any_of', 'is_empty', 'is_not_empty'].includes(operator);

/** One custom-field condition: the field, an operator its type allows, and a value editor. */
export function ConditionRow({
  definition,
  condition,
  members,
  error,
  onChange,
  onRemove,
}: ConditionRowProps) {
  const errorId = useId();
  const name =
    definition?.name ?? t('filters.field', 'Field {id}', { id: String(condition.definitionId) });
  const type = definition?.type ?? 'text';
  const allowed = isOneOf(CUSTOM_FIELD_TYPES, type) ? OPERATORS_BY_FIELD_TYPE[type] : [];
  // A shared link may carry an operator the field does not take: keep it listed, so the
  // server's 422 can be read beside it and the operator changed.
  const operators = allowed.includes(condition.operator)
    ? allowed
    : [condition.operator, ...allowed];
  const describedBy = error ? errorId : undefined;

  function changeOperator(operator: SearchOperator): void {
    const keep =
      SINGLE(operator) && SINGLE(condition.operator) && typeof condition.value === 'string';
    const value = keep ? condition.value : defaultConditionValue(type, operator);
    onChange({
      definitionId: condition.definitionId,
      operator,
      ...(value === undefined ? {} : { value }),
    });
  }

  return (
    <li className={styles.condition} data-invalid={error ? true : undefined}>
      <span className={styles.conditionName}>{name}</span>
      <select
        className={styles.input}
        aria-label={t('filters.condition.operator', '{name} operator', { name })}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        value={condition.operator}
        onChange={(event) => {
          const next = operators.find((op) => op === event.target.value);
          if (next) changeOperator(next);
        }}
      >
        {operators.map((operator) => (
          <option key={operator} value={operator}>
            {OPERATOR_LABELS[operator]()}
          </option>
        ))}
      </select>
      {definition ? (
        <ConditionValueEditor
          definition={definition}
          condition={condition}
          members={members}
          describedBy={describedBy}
          onChange={(value) => onChange({ ...condition, value })}
        />
      ) : null}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('filters.condition.remove', 'Remove condition on {name}', { name })}
        onClick={onRemove}
      >
        <Icon icon={X} />
      </button>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
