import type { CustomFieldDefinition, JsonValue, Member } from '@/api/types';
import { selectOptionsOf } from '@/domain/custom-fields';

interface CustomFieldInputProps {
  id: string;
  definition: CustomFieldDefinition;
  value: JsonValue | undefined;
  members: readonly Member[];
  describedBy: string | undefined;
  disabled: boolean;
  onSave: (value: JsonValue) => void;
}

const text = (value: JsonValue | undefined) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One input for a custom field definition, by its type; saves on change or when left. */
export function CustomFieldInput({
  id,
  definition,
  value,
  members,
  describedBy,
  disabled,
  onSave,
}: CustomFieldInputProps) {
  const common = {
    id,
    disabled,
    'aria-describedby': describedBy,
    'aria-required': definition.is_required || undefined,
  };
  switch (definition.type) {
    case 'checkbox':
      return (
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onSave(event.target.checked)}
        />
      );
    case 'select':
      return (
        <select
          {...common}
          value={text(value)}
          onChange={(event) => onSave(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">No value</option>
          {selectOptionsOf(definition.config).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'person':
      return (
        <select
          {...common}
          value={Array.isArray(value) ? text(value[0]) : text(value)}
          onChange={(event) => {
            const userId = event.target.value === '' ? null : Number(event.target.value);
            onSave(definition.config?.multiple ? (userId === null ? [] : [userId]) : userId);
          }}
        >
          <option value="">Nobody</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      );
    default: {
      const type =
        definition.type === 'number' ? 'number' : definition.type === 'date' ? 'date' : 'text';
      const shown = type === 'date' ? text(value).slice(0, 10) : text(value);
      return (
        <input
          {...common}
          key={shown}
          type={type}
          defaultValue={shown}
          onBlur={(event) => {
            const raw = event.target.value;
            if (raw === shown) return;
            if (raw === '') onSave(null);
            else onSave(type === 'number' ? Number(raw) : raw);
          }}
        />
      );
    }
  }
}
