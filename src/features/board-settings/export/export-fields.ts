/** Card attributes (spec 2.5) offered for an export, with what the user reads for each. */
export const EXPORT_FIELDS = [
  { name: 'number', label: 'Number' },
  { name: 'title', label: 'Title' },
  { name: 'status', label: 'Status' },
  { name: 'column_id', label: 'Column id' },
  { name: 'due_date', label: 'Due date' },
  { name: 'due_date_status', label: 'Due date status' },
  { name: 'completed_at', label: 'Completed at' },
  { name: 'archived_at', label: 'Archived at' },
  { name: 'tags_ids', label: 'Tag ids' },
  { name: 'assignees_ids', label: 'Assignee ids' },
  { name: 'checklist_items', label: 'Checklist items' },
  { name: 'checklist_items_completed', label: 'Checklist items completed' },
  { name: 'comments_count', label: 'Comments' },
  { name: 'files_count', label: 'Files' },
  { name: 'cover_color', label: 'Cover color' },
  { name: 'created_at', label: 'Created at' },
  { name: 'updated_at', label: 'Updated at' },
] as const;

export type ExportFieldName = (typeof EXPORT_FIELDS)[number]['name'];

export const ALL_EXPORT_FIELDS: readonly ExportFieldName[] = EXPORT_FIELDS.map((f) => f.name);

/** The chosen fields in the offered order, so the file's columns are stable. */
export function orderedFields(chosen: ReadonlySet<ExportFieldName>): ExportFieldName[] {
  return ALL_EXPORT_FIELDS.filter((name) => chosen.has(name));
}
