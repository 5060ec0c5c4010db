import type { CardFileRecord } from '../../db/types';

/** Absolute http(s) URLs onto the mock's drive content endpoint, from the request's origin. */
export function cardFileJson(file: CardFileRecord, request: Request) {
  const origin = new URL(request.url).origin;
  const content = `${origin}/api/drive/files/${file.drive_node_id ?? 0}/content`;
  return {
    id: file.id,
    identifier: file.identifier,
    download_url: `${content}?download=1`,
    content_url: content,
    view_url: null,
  };
}

/** The card detail's `files` entries: the attach result plus the file's own facts. */
export function cardFileDetailJson(file: CardFileRecord, request: Request) {
  return {
    ...cardFileJson(file, request),
    name: file.name,
    size_bytes: file.size_bytes,
    mime_type: file.mime_type,
    created_at: file.created_at,
  };
}
