import type { CustomFieldDefinition, JsonValue, Member } from '@/api/types';
import { DateField } from '@/components/DateField';
import { selectOptionsOf } from '@/domain/custom-fields';
import { enterCommits, useFieldDraft } from './use-field-draft';
import { t } from '@/lib/i18n/translate';

interface CustomFieldInputProps {
  id: string;
  definition: CustomFieldDefinition;
  value: JsonValue | undefined;
  members: readonly Member[];
  describedBy: string | undefined;
  disabled: boolean;
  onSave: (value: JsonValue) => Promise<boolean>;
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
          onChange={(event) => void onSave(event.target.checked)}
        />
      );
    case 'select':
      return (
        <select
          {...common}
          value={text(value)}
          onChange={(event) => void onSave(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('card.field.noValue', 'No value')}</option>
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
            void onSave(definition.config?.multiple ? (userId === null ? [] : [userId]) : userId);
          }}
        >
          <option value="">{t('card.nobody', 'Nobody')}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      );
    default:
      return <TypedFieldInput {...common} definition={definition} value={value} onSave={onSave} />;
  }
}

interface TypedFieldInputProps {
  id: string;
  disabled: boolean;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  definition: CustomFieldDefinition;
  value: JsonValue | undefined;
  onSave: (value: JsonValue) => Promise<boolean>;
}

/** A text, number or date field: saved when left or on Enter; what was typed stays until saved. */
function TypedFieldInput({ definition, value, onSave, ...common }: TypedFieldInputProps) {
  const type =
    definition.type === 'number' ? 'number' : definition.type === 'date' ? 'date' : 'text';
  const shown = type === 'date' ? text(value).slice(0, 10) : text(value);
  const draft = useFieldDraft(shown);

  // Takes the text rather than reading the draft: a day picked is edited and committed at once.
  function commit(raw: string = draft.text): void {
    if (raw === shown) {
      draft.discard();
      return;
    }
    void onSave(raw === '' ? null : type === 'number' ? Number(raw) : raw).then(
      (saved) => saved && draft.saved(raw),
    );
  }

  if (type === 'date') {
    return (
      <DateField
        id={common.id}
        mode="date"
        value={draft.text}
        disabled={common.disabled}
        describedBy={common['aria-describedby']}
        required={common['aria-required']}
        onChange={draft.edit}
        onCommit={commit}
      />
    );
  }
  return (
    <input
      {...common}
      type={type}
      placeholder={placeholderOf(definition)}
      value={draft.text}
      onChange={(event) => draft.edit(event.target.value)}
      onBlur={() => commit()}
      onKeyDown={enterCommits(() => commit())}
    />
  );
}

/** The definition's own placeholder, else "Empty": an empty field still reads as a field. */
function placeholderOf(definition: CustomFieldDefinition): string {
  const placeholder = definition.config?.placeholder;
  return typeof placeholder === 'string' && placeholder.trim() !== ''
    ? placeholder
    : t('card.field.empty', 'Empty');
}
