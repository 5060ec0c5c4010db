import { map, object } from './shape';
import { idSchema, nullableId, nullableText, text, timestamp } from './primitives';

/** Board tag or common (tenant-wide, `board_id: null`) tag (spec 2.3). */
export const tagSchema = object({
  id: idSchema,
  board_id: nullableId(),
  name: text(),
  description: nullableText(),
  color: text('#6b7280'),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/**
 * Tag create/update responses are `{tag, tag_list_item_html}`. The HTML is for the service's web
 * client and is dropped here so nothing can render it.
 */
export const tagEnvelopeSchema = map(object({ tag: tagSchema }), ({ tag }) => tag);
