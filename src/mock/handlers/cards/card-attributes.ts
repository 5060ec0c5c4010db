/** Card attribute names (spec 2.5): `options[fields][]` of batch info and export `fields`. */
export const CARD_ATTRIBUTES = [
  'id',
  'board_id',
  'column_id',
  'user_id',
  'title',
  'content',
  'type',
  'status',
  'icon',
  'order',
  'number',
  'due_date',
  'due_date_hash',
  'pinned_at',
  'completed_at',
  'archived_at',
  'deleted_at',
  'checklist_id',
  'checklist_items',
  'checklist_items_completed',
  'card_recurrence_id',
  'cover_color',
  'created_at',
  'updated_at',
  'tags_ids',
  'assignees_ids',
  'is_time_tracking',
  'comments_count',
  'files_count',
  'custom_fields_count',
  'due_date_status',
  'human_due_date',
  'short_locale_date',
  'human_verbose_due_date',
  'is_completed',
  'is_recurrent',
] as const;

/** Picks attributes from a serialized card, in the order asked. */
export function pickAttributes(
  card: Record<string, unknown>,
  fields: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) out[field] = card[field] ?? null;
  return out;
}
