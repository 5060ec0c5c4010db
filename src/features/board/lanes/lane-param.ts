import type { BoardWorkingSet, CustomFieldDefinition } from '@/api/types';
import { t } from '@/lib/i18n/translate';

/** What the kanban's rows are grouped by (`?lanes=` in the URL). */
export type LaneGrouping =
  | { kind: 'assignee' }
  | { kind: 'tag' }
  | { kind: 'status' }
  | { kind: 'due' }
  | { kind: 'field'; fieldId: number };

/** The URL value of a grouping: `assignee`, `tag`, `status`, `due`, `field-7`. */
export function laneParamOf(grouping: LaneGrouping): string {
  return grouping.kind === 'field' ? `field-${grouping.fieldId}` : grouping.kind;
}

export function parseLaneParam(value: string | null): LaneGrouping | null {
  switch (value) {
    case 'assignee':
    case 'tag':
    case 'status':
    case 'due':
      return { kind: value };
    default: {
      const match = /^field-(\d+)$/.exec(value ?? '');
      return match?.[1] ? { kind: 'field', fieldId: Number(match[1]) } : null;
    }
  }
}

/** The custom field types that make lanes: a value from a short list. */
const LANE_FIELD_TYPES = new Set(['select', 'person', 'checkbox']);

/** The custom fields a board can be grouped by: active select, person and checkbox fields. */
export function laneFields(board: BoardWorkingSet): CustomFieldDefinition[] {
  return board.custom_field_definitions.filter(
    (definition) =>
      definition.is_active &&
      definition.deleted_at === null &&
      LANE_FIELD_TYPES.has(definition.type),
  );
}

export function fieldOf(
  board: BoardWorkingSet,
  grouping: LaneGrouping,
): CustomFieldDefinition | null {
  if (grouping.kind !== 'field') return null;
  return laneFields(board).find((definition) => definition.id === grouping.fieldId) ?? null;
}

/** Whether the grouping still applies to the board (a field may have been deleted). */
export function isGroupingOf(board: BoardWorkingSet, grouping: LaneGrouping): boolean {
  return grouping.kind !== 'field' || fieldOf(board, grouping) !== null;
}

/** A grouping's name in words: the picker's option and the lanes' region name. */
export function groupingLabel(board: BoardWorkingSet, grouping: LaneGrouping): string {
  switch (grouping.kind) {
    case 'assignee':
      return t('lanes.by.assignee', 'Assignee');
    case 'tag':
      return t('lanes.by.tag', 'Tag');
    case 'status':
      return t('card.status', 'Status');
    case 'due':
      return t('card.due', 'Due date');
    case 'field':
      return fieldOf(board, grouping)?.name ?? t('lanes.by.field', 'Field');
  }
}
