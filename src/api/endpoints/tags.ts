/** Spec 4.3: board tags and common tags. `tag_list_item_html` is dropped, never exposed. */
import type { ApiClient } from '../http/client';
import { tagEnvelopeSchema } from '../schemas/tag';
import type { Tag } from '../types';
import type { RequestOptions } from './request-options';

export interface TagInput {
  /** 2 to 40 characters, unique per board (case-insensitive). */
  name: string;
  /** `#rrggbb`. */
  color: string;
  /** 3 to 250 characters. */
  description?: string | null;
}

/** `POST /boards/{board}/tags`. */
export function createTag(
  client: ApiClient,
  boardId: number,
  input: TagInput,
  options: RequestOptions = {},
): Promise<Tag> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/tags`,
    body: input,
    schema: tagEnvelopeSchema,
    signal: options.signal,
  });
}

/** `PATCH /tags/common/{tag}`: a tenant-wide tag. */
export function updateCommonTag(
  client: ApiClient,
  tagId: number,
  input: TagInput,
  options: RequestOptions = {},
): Promise<Tag> {
  return client.request({
    method: 'PATCH',
    path: `/tags/common/${tagId}`,
    body: input,
    schema: tagEnvelopeSchema,
    signal: options.signal,
  });
}
