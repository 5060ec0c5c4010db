import { customFieldValueError } from '@/domain/custom-fields';
import type { BoardRecord, CardRecord, Db } from '../../db/types';
import { validationFailed, type FieldErrors } from '../../http/errors';
import { addError, messages } from '../../http/validate';
import { assignableUserIds } from './card-load';
import { definitionFacts } from './card-facts';
import { isJsonValue } from './card-json-value';

/** Checks a `custom_fields` map against the board's definitions (422 under `custom_fields.<id>`). */
export function checkCustomValues(
  db: Db,
  board: BoardRecord,
  values: ReadonlyMap<number, unknown>,
): void {
  const definitions = definitionFacts(db, board);
  const members = assignableUserIds(db, board.id);
  const errors: FieldErrors = {};
  for (const [id, value] of values) {
    const key = `custom_fields.${id}`;
    const definition = definitions.get(id);
    if (!definition || !definition.is_active) {
      addError(errors, key, messages.exists(key));
      continue;
    }
    const problem = customFieldValueError(definition, value, {
      isAssignableUser: (u) => members.has(u),
    });
    if (problem != null) addError(errors, key, `The ${key} field ${problem}.`);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Stores checked values; null clears a value. */
export function writeCustomValues(
  db: Db,
  card: CardRecord,
  values: ReadonlyMap<number, unknown>,
): void {
  for (const [definitionId, value] of values) {
    db.customFieldValues = db.customFieldValues.filter(
      (row) => !(row.card_id === card.id && row.definition_id === definitionId),
    );
    if (value !== null && isJsonValue(value))
      db.customFieldValues.push({ card_id: card.id, definition_id: definitionId, value });
  }
}
