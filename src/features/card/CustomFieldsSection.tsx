import { useId } from 'react';
import { fieldError } from '@/api/http/errors';
import { useUpdateCard } from '@/api/mutations/cards';
import { boardWriteScope } from '@/api/mutations/write-scope';
import type { BoardWorkingSet, CardDetail, JsonValue } from '@/api/types';
import { missingRequiredFields } from '@/domain/custom-fields';
import { CustomFieldInput } from './CustomFieldInput';
import { FieldMessage } from './FieldMessage';
import styles from './CardPanel.module.css';

interface CustomFieldsSectionProps {
  card: CardDetail;
  board: BoardWorkingSet;
  canEdit: boolean;
}

/** One input per active custom field; required ones are marked and their blocking explained. */
export function CustomFieldsSection({ card, board, canEdit }: CustomFieldsSectionProps) {
  const ids = useId();
  const update = useUpdateCard({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(card.board_id),
  });
  const definitions = board.custom_field_definitions
    .filter((definition) => definition.is_active && definition.deleted_at === null)
    .sort((a, b) => a.order - b.order || a.id - b.id);
  if (definitions.length === 0) return null;
  const members = Object.values(board.members).filter((member) => member.deleted_at === null);
  const missing = missingRequiredFields(definitions, card.custom_fields);

  const save = (definitionId: number, value: JsonValue) =>
    update.mutate({
      boardId: card.board_id,
      cardId: card.id,
      changes: { custom_fields: { [definitionId]: value } },
    });

  return (
    <section aria-labelledby={`${ids}-heading`} className={styles.section}>
      <h3 id={`${ids}-heading`}>Custom fields</h3>
      {missing.length > 0 ? (
        <p className={styles.notice} role="note">
          To fill in: {missing.map((definition) => definition.name).join(', ')}. Files, comments and
          timers open on this card once{' '}
          {missing.length === 1 ? 'it has a value' : 'they have values'}.
        </p>
      ) : null}
      {definitions.map((definition) => {
        const inputId = `${ids}-${definition.id}`;
        const error = fieldError(update.error, `custom_fields.${definition.id}`);
        const descriptionId = definition.description ? `${inputId}-description` : undefined;
        const errorId = error ? `${inputId}-error` : undefined;
        return (
          <div key={definition.id} className={styles.field}>
            <label htmlFor={inputId}>
              <bdi>{definition.name}</bdi>
              {definition.is_required ? ' (required)' : ''}
            </label>
            <CustomFieldInput
              id={inputId}
              definition={definition}
              value={card.custom_fields[definition.id]}
              members={members}
              disabled={!canEdit}
              describedBy={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
              onSave={(value) => save(definition.id, value)}
            />
            {definition.description ? (
              <span id={descriptionId} className={styles.muted}>
                {definition.description}
              </span>
            ) : null}
            <FieldMessage id={`${inputId}-error`} message={error} />
          </div>
        );
      })}
    </section>
  );
}
