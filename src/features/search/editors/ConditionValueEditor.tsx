import type { CustomFieldDefinition, Member } from '@/api/types';
import type { CustomFieldCondition, ConditionValue } from '../model/filter-state';
import { CheckboxValueEditor } from './CheckboxValueEditor';
import { ChoiceValueEditor, type Choice } from './ChoiceValueEditor';
import { RangeInput, ValueInput } from './ValueInputs';

interface ConditionValueEditorProps {
  definition: CustomFieldDefinition;
  condition: CustomFieldCondition;
  members: Readonly<Record<number, Member>>;
  onChange: (value: ConditionValue) => void;
  describedBy?: string;
}

function peopleChoices(members: Readonly<Record<number, Member>>): Choice[] {
  return Object.values(members)
    .filter((member) => member.deleted_at === null)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((member) => ({ id: String(member.id), label: member.name }));
}

/** The value editor that fits the field's type and the chosen operator. */
export function ConditionValueEditor({
  definition,
  condition,
  members,
  onChange,
  describedBy,
}: ConditionValueEditorProps) {
  const { operator, value } = condition;
  if (operator === 'is_empty' || operator === 'is_not_empty') return null;
  const common = { name: definition.name, value, onChange, describedBy };
  switch (definition.type) {
    case 'number':
    case 'date': {
      const type = definition.type === 'number' ? 'number' : 'date';
      return operator === 'between' ? (
        <RangeInput {...common} type={type} />
      ) : (
        <ValueInput {...common} type={type} />
      );
    }
    case 'select':
      return (
        <ChoiceValueEditor
          {...common}
          multiple={operator === 'is_any_of'}
          choices={(definition.config?.options ?? []).map((o) => ({ id: o.id, label: o.label }))}
        />
      );
    case 'person':
      return (
        <ChoiceValueEditor
          {...common}
          multiple={operator === 'is_any_of'}
          choices={peopleChoices(members)}
        />
      );
    case 'checkbox':
      return <CheckboxValueEditor {...common} />;
    default:
      return <ValueInput {...common} type="text" />;
  }
}
