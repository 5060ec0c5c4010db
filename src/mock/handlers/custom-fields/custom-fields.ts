import { validateCustomFieldConfig } from '@/domain/custom-fields';
import { CUSTOM_FIELD_TYPES } from '@/domain/enums';
import { LIMITS } from '@/domain/limits';
import { insert, iso } from '../../db/store';
import type { JsonObject, JsonValue } from '../../db/types';
import { isRecord } from '../../http/body';
import { validationFailed, type FieldErrors } from '../../http/errors';
import { boardRoute, created, type MockRoute } from '../../http/route';
import { addError, messages, v, validateCollecting } from '../../http/validate';
import { customFieldDefinitionJson } from './custom-field-json';
import { isJsonObject } from '../cards/card-json-value';

const SHAPE = {
  name: v.string().required().min(LIMITS.customFieldName.min).max(LIMITS.customFieldName.max),
  type: v.oneOf(CUSTOM_FIELD_TYPES).required(),
  description: v.string().nullable().max(LIMITS.customFieldDescription.max),
  is_required: v.boolean().nullable(),
  config: v.any(),
};

/** Select options get ids when absent, unique within the definition. */
function withOptionIds(config: JsonObject): JsonObject {
  const options = Array.isArray(config.options) ? config.options : [];
  const taken = new Set(
    options.flatMap((o) => (isRecord(o) && typeof o.id === 'string' ? [o.id] : [])),
  );
  let next = 1;
  const fresh = () => {
    while (taken.has(`opt${next}`)) next += 1;
    taken.add(`opt${next}`);
    return `opt${next}`;
  };
  return {
    ...config,
    options: options.map((o): JsonValue =>
      isRecord(o) && typeof o.id !== 'string' ? { ...o, id: fresh() } : o,
    ),
  };
}

/** POST /boards/{board}/custom-fields/definitions (spec 4.7, CONTRACT.md 3). */
export const customFieldHandlers: MockRoute[] = [
  boardRoute('post', '/boards/:board/custom-fields/definitions', { level: 'edit' }, (ctx) => {
    const { db, board, now } = ctx;
    const errors: FieldErrors = {};
    const input = validateCollecting(ctx.body, SHAPE, errors);
    if (input) {
      for (const [key, list] of Object.entries(
        validateCustomFieldConfig(input.type, input.config),
      )) {
        for (const message of list) addError(errors, key, message);
      }
      const name = input.name.toLowerCase();
      const live = db.customFieldDefinitions.filter(
        (d) => d.board_id === board.id && d.deleted_at == null,
      );
      if (live.some((d) => d.name.toLowerCase() === name))
        addError(errors, 'name', messages.unique('name'));
    }
    if (!input || Object.keys(errors).length > 0) throw validationFailed(errors);
    const at = iso(now);
    const raw = isJsonObject(input.config) ? input.config : null;
    const config = raw && input.type === 'select' ? withOptionIds(raw) : raw;
    const siblings = db.customFieldDefinitions.filter((d) => d.board_id === board.id);
    const definition = insert(db, 'customFieldDefinitions', {
      board_id: board.id,
      cuid: board.cuid,
      name: input.name,
      type: input.type,
      description: input.description ?? null,
      config,
      order: siblings.reduce((max, d) => Math.max(max, d.order), 0) + 1,
      is_required: input.is_required ?? false,
      is_active: true,
      is_global: false,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    });
    return created(customFieldDefinitionJson(definition));
  }),
];
