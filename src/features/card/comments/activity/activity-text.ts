import type { CardActivity } from '@/api/types';
import type { JsonValue } from '@/lib/json';
import { isPlainObject } from '@/lib/json';

/** A logged value in words: a name or label of a record, a title, a date, yes/no, a list. */
export function valueText(value: JsonValue | undefined): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value.length === 0 ? 'nothing' : value.map((item) => valueText(item)).join(', ');
  }
  const named = value['name'] ?? value['label'] ?? value['title'];
  return typeof named === 'string' ? named : 'a value';
}

const FIELD_NAMES: Record<string, string> = {
  content: 'the description',
  status: 'the status',
  due_date: 'the due date',
  cover_color: 'the cover',
  icon: 'the icon',
  tags: 'the tags',
};

function fieldChange(data: CardActivity['data']): string {
  const field = typeof data['field'] === 'string' ? data['field'] : '';
  const from = data['from'];
  const to = data['to'];
  if (field === 'pinned') return to === true ? 'pinned this' : 'unpinned this';
  if (field === 'completed') return to === true ? 'completed this' : 'reopened this';
  if (field === 'content') return 'changed the description';
  const name =
    field === 'custom_field'
      ? `“${valueText(data['definition'])}”`
      : (FIELD_NAMES[field] ?? (field ? field.replace(/_/g, ' ') : 'a field'));
  if (to === null || to === undefined || to === '') return `cleared ${name}`;
  return `changed ${name} from ${valueText(from)} to ${valueText(to)}`;
}

/** What someone did, after their name: "moved this from To do to Doing". */
export function activityText({ kind, data }: Pick<CardActivity, 'kind' | 'data'>): string {
  switch (kind) {
    case 'created':
      return isPlainObject(data['column'])
        ? `created this in ${valueText(data['column'])}`
        : 'created this';
    case 'moved':
      return `moved this from ${valueText(data['from_column'] ?? data['from'])} to ${valueText(
        data['to_column'] ?? data['to'],
      )}`;
    case 'renamed':
      return `renamed this from “${valueText(data['from'])}” to “${valueText(data['to'])}”`;
    case 'field_changed':
      return fieldChange(data);
    case 'assigned':
      return `assigned ${valueText(data['user'])}`;
    case 'unassigned':
      return `unassigned ${valueText(data['user'])}`;
    case 'ticked':
      return `${data['checked'] === false ? 'unticked' : 'ticked'} “${valueText(data['item'])}”`;
    case 'commented':
      return 'commented';
    case 'archived':
      return data['deleted'] === true ? 'deleted this' : 'archived this';
    case 'restored':
      return 'restored this';
    default:
      return 'changed this';
  }
}
