import { useId } from 'react';
import type { BoardWorkingSet, CardDetail, CustomFieldDefinition, Member } from '@/api/types';
import { missingRequiredFields } from '@/domain/custom-fields';
import { CustomFieldInput } from './CustomFieldInput';
import { describedBy, PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import styles from './Properties.module.css';
import { byPosition } from '@/domain/ordering';

interface CustomFieldPropertiesProps {
  card: CardDetail;
  board: BoardWorkingSet;
  canEdit: boolean;
}

/** One row per active custom field; what is still to fill in is said calmly above them. */
export function CustomFieldProperties({ card, board, canEdit }: CustomFieldPropertiesProps) {
  const definitions = board.custom_field_definitions
    .filter((definition) => definition.is_active && definition.deleted_at === null)
    .sort(byPosition);
  if (definitions.length === 0) return null;
  const members = Object.values(board.members).filter((member) => member.deleted_at === null);
  const missing = missingRequiredFields(definitions, card.custom_fields);
  return (
    <>
      {missing.length > 0 ? (
        <p className={styles.note} role="note">
          To fill in: {missing.map((definition) => definition.name).join(', ')}. Files, comments and
          timers open on this card once{' '}
          {missing.length === 1 ? 'it has a value' : 'they have values'}.
        </p>
      ) : null}
      {definitions.map((definition) => (
        <CustomFieldRow
          key={definition.id}
          card={card}
          definition={definition}
          members={members}
          canEdit={canEdit}
        />
      ))}
    </>
  );
}

interface CustomFieldRowProps {
  card: CardDetail;
  definition: CustomFieldDefinition;
  members: readonly Member[];
  canEdit: boolean;
}

function CustomFieldRow({ card, definition, members, canEdit }: CustomFieldRowProps) {
  const ids = useId();
  const field = useCardFieldSave(card.board_id, card.id, `custom_fields.${definition.id}`);
  return (
    <PropertyRow
      label={
        <>
          <bdi>{definition.name}</bdi>
          {definition.is_required ? ' (required)' : ''}
        </>
      }
      controlId={`${ids}-control`}
      messageId={`${ids}-message`}
      unsaved={field.unsaved}
      refusal={field.refusal}
      conflict={field.conflict}
    >
      <CustomFieldInput
        id={`${ids}-control`}
        definition={definition}
        value={card.custom_fields[definition.id]}
        members={members}
        disabled={!canEdit}
        describedBy={describedBy(
          definition.description && `${ids}-description`,
          field.refusal && `${ids}-message`,
        )}
        onSave={(value) => field.save({ custom_fields: { [definition.id]: value } })}
      />
      {definition.description ? (
        <span id={`${ids}-description`} className={styles.hint}>
          {definition.description}
        </span>
      ) : null}
    </PropertyRow>
  );
}
