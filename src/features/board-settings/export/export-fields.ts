import { t } from '@/lib/i18n/translate';

/** Card attributes (spec 2.5) offered for an export, with what the user reads for each. */
export const EXPORT_FIELDS = [
  { name: 'number', label: () => t('settings.export.field.number', 'Number') },
  { name: 'title', label: () => t('settings.export.field.title', 'Title') },
  { name: 'status', label: () => t('settings.export.field.status', 'Status') },
  { name: 'column_id', label: () => t('settings.export.field.columnId', 'Column id') },
  { name: 'due_date', label: () => t('settings.export.field.dueDate', 'Due date') },
  {
    name: 'due_date_status',
    label: () => t('settings.export.field.dueDateStatus', 'Due date status'),
  },
  { name: 'completed_at', label: () => t('settings.export.field.completedAt', 'Completed at') },
  { name: 'archived_at', label: () => t('settings.export.field.archivedAt', 'Archived at') },
  { name: 'tags_ids', label: () => t('settings.export.field.tagsIds', 'Tag ids') },
  { name: 'assignees_ids', label: () => t('settings.export.field.assigneesIds', 'Assignee ids') },
  {
    name: 'checklist_items',
    label: () => t('settings.export.field.checklistItems', 'Checklist items'),
  },
  {
    name: 'checklist_items_completed',
    label: () => t('settings.export.field.checklistItemsCompleted', 'Checklist items completed'),
  },
  { name: 'comments_count', label: () => t('settings.export.field.commentsCount', 'Comments') },
  { name: 'files_count', label: () => t('settings.export.field.filesCount', 'Files') },
  { name: 'cover_color', label: () => t('settings.export.field.coverColor', 'Cover color') },
  { name: 'created_at', label: () => t('settings.export.field.createdAt', 'Created at') },
  { name: 'updated_at', label: () => t('settings.export.field.updatedAt', 'Updated at') },
] as const;

export type ExportFieldName = (typeof EXPORT_FIELDS)[number]['name'];

export const ALL_EXPORT_FIELDS: readonly ExportFieldName[] = EXPORT_FIELDS.map((f) => f.name);

/** The chosen fields in the offered order, so the file's columns are stable. */
export function orderedFields(chosen: ReadonlySet<ExportFieldName>): ExportFieldName[] {
  return ALL_EXPORT_FIELDS.filter((name) => chosen.has(name));
}
