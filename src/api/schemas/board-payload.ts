import { isPlainObject } from '@/lib/json';
import { boardShape } from './board';
import { cardCountersSchema, cardSchema } from './card';
import { columnSchema } from './column';
import { customFieldDefinitionSchema } from './custom-field';
import { cardTemplateSchema } from './extensions';
import { memberSchema } from './member';
import { permissionsSchema } from './permissions';
import { boardPreferencesSchema } from './preferences';
import { idKeyedRecord, idMap, lenientArray, parseOrNull, withDefaults } from './primitives';
import { object, preprocess } from './shape';
import { tagSchema } from './tag';

/** The full board read (spec 2.1): the board plus everything a board view needs. */
const workingSetShape = {
  ...boardShape,
  members: idMap(memberSchema),
  tags: idMap(tagSchema),
  columns: idMap(columnSchema),
  cards: lenientArray(cardSchema),
  custom_field_definitions: lenientArray(customFieldDefinitionSchema),
  permissions: permissionsSchema,
  preferences: withDefaults(boardPreferencesSchema),
};

/** Cards and columns of a board read may leave out their `board_id`: it is the board's. */
function fillBoardIds(payload: unknown): unknown {
  if (!isPlainObject(payload) || payload['id'] == null) return payload;
  const boardId = payload['id'];
  const fill = (item: unknown) =>
    isPlainObject(item) && item['board_id'] == null ? { ...item, board_id: boardId } : item;
  const { cards, columns } = payload;
  return {
    ...payload,
    cards: Array.isArray(cards) ? cards.map(fill) : cards,
    columns: Array.isArray(columns)
      ? columns.map(fill)
      : isPlainObject(columns)
        ? Object.fromEntries(Object.entries(columns).map(([key, item]) => [key, fill(item)]))
        : columns,
  };
}

export const boardWorkingSetSchema = preprocess(fillBoardIds, object(workingSetShape));

/** `GET /boards/{board}/search`: the working set restricted to the matches. */
export const boardSearchResultSchema = preprocess(
  fillBoardIds,
  object({
    ...workingSetShape,
    cards_summary: idKeyedRecord((value) => parseOrNull(cardCountersSchema, value) ?? undefined),
    /** Only with `target: App\Models\CardTemplate`; [] otherwise. */
    card_templates: lenientArray(cardTemplateSchema),
  }),
);
