import { idSchema, nullableInt, nullableText, text, timestamp } from './primitives';
import { map, object } from './shape';

/**
 * A file on a card (spec 2.8). URLs are kept as sent: the UI passes them through an http(s)
 * allow-list before they reach `href`/`src`. Card detail reads may add name, mime type and size.
 */
export const cardFileSchema = object({
  id: idSchema,
  identifier: text(),
  download_url: nullableText(),
  content_url: nullableText(),
  view_url: nullableText(),
  name: nullableText(),
  mime_type: nullableText(),
  size_bytes: nullableInt(),
  created_at: timestamp(),
});

/** `POST .../files/attach` answers `{file}`. */
export const attachedFileEnvelopeSchema = map(object({ file: cardFileSchema }), ({ file }) => file);
