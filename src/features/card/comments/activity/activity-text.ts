import type { CardActivity } from '@/api/types';
import { t } from '@/lib/i18n/translate';
import type { JsonValue } from '@/lib/json';
import { isPlainObject } from '@/lib/json';

/** A logged value in words: a name or label of a record, a title, a date, yes/no, a list. */
export function valueText(value: JsonValue | undefined): string {
  if (value === null || value === undefined || value === '') {
    return t('activity.value.nothing', 'nothing');
  }
  if (typeof value === 'boolean') {
    return value ? t('activity.value.yes', 'yes') : t('activity.value.no', 'no');
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value.length === 0
      ? t('activity.value.nothing', 'nothing')
      : value.map((item) => valueText(item)).join(', ');
  }
  const named = value['name'] ?? value['label'] ?? value['title'];
  return typeof named === 'string' ? named : t('activity.value.some', 'a value');
}

const FIELD_NAMES: Record<string, () => string> = {
  content: () => t('activity.field.content', 'the description'),
  status: () => t('activity.field.status', 'the status'),
  due_date: () => t('activity.field.dueDate', 'the due date'),
  cover_color: () => t('activity.field.cover', 'the cover'),
  icon: () => t('activity.field.icon', 'the icon'),
  tags: () => t('activity.field.tags', 'the tags'),
};

function fieldChange(data: CardActivity['data']): string {
  const field = typeof data['field'] === 'string' ? data['field'] : '';
  const from = data['from'];
  const to = data['to'];
  if (field === 'pinned') {
    return to === true
      ? t('activity.pinned', 'pinned this')
      : t('activity.unpinned', 'unpinned this');
  }
  if (field === 'completed') {
    return to === true
      ? t('activity.completed', 'completed this')
      : t('activity.reopened', 'reopened this');
  }
  if (field === 'content') return t('activity.contentChanged', 'changed the description');
  const name =
    field === 'custom_field'
      ? `“${valueText(data['definition'])}”`
      : (FIELD_NAMES[field]?.() ??
        (field ? field.replace(/_/g, ' ') : t('activity.field.some', 'a field')));
  if (to === null || to === undefined || to === '') {
    return t('activity.cleared', 'cleared {field}', { field: name });
  }
  return t('activity.changed', 'changed {field} from {from} to {to}', {
    field: name,
    from: valueText(from),
    to: valueText(to),
  });
}

/** What someone did, after their name: "moved this from To do to Doing". */
export function activityText({ kind, data }: Pick<CardActivity, 'kind' | 'data'>): string {
  switch (kind) {
    case 'created':
      return isPlainObject(data['to'])
        ? t('activity.createdIn', 'created this in {column}', { column: valueText(data['to']) })
        : t('activity.created', 'created this');
    case 'moved':
      return t('activity.moved', 'moved this from {from} to {to}', {
        from: valueText(data['from']),
        to: valueText(data['to']),
      });
    case 'renamed':
      return t('activity.renamed', 'renamed this from “{from}” to “{to}”', {
        from: valueText(data['from']),
        to: valueText(data['to']),
      });
    case 'field_changed':
      return fieldChange(data);
    case 'assigned':
      return t('activity.assigned', 'assigned {user}', { user: valueText(data['user']) });
    case 'unassigned':
      return t('activity.unassigned', 'unassigned {user}', { user: valueText(data['user']) });
    case 'ticked':
      return data['checked'] === false
        ? t('activity.unticked', 'unticked “{item}”', { item: valueText(data['item']) })
        : t('activity.ticked', 'ticked “{item}”', { item: valueText(data['item']) });
    case 'commented':
      return t('activity.commented', 'commented');
    case 'archived':
      return t('activity.archived', 'archived this');
    case 'deleted':
      return t('activity.deleted', 'deleted this');
    case 'restored':
      return t('activity.restored', 'restored this');
    default:
      return t('activity.changedThis', 'changed this');
  }
}
