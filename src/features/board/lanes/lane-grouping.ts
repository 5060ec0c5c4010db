import type { BoardWorkingSet, Card, CustomFieldDefinition } from '@/api/types';
import { selectOptionsOf } from '@/domain/custom-fields';
import { dueBucketsOf } from '@/domain/due-dates';
import { CARD_STATUSES, CARD_STATUS_LABELS, type DueBucket } from '@/domain/enums';

/** What the kanban's rows are grouped by (`?lanes=` in the URL). */
export type LaneGrouping =
  | { kind: 'assignee' }
  | { kind: 'tag' }
  | { kind: 'status' }
  | { kind: 'due' }
  | { kind: 'field'; fieldId: number };

/** One lane: `key` is what a card's values map to ("none" for the lane of cards without one). */
export interface LaneDef {
  key: string;
  label: string;
}

export const NONE_LANE = 'none';

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

function fieldOf(board: BoardWorkingSet, grouping: LaneGrouping): CustomFieldDefinition | null {
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
      return 'Assignee';
    case 'tag':
      return 'Tag';
    case 'status':
      return 'Status';
    case 'due':
      return 'Due date';
    case 'field':
      return fieldOf(board, grouping)?.name ?? 'Field';
  }
}

/**
 * Due lanes, each card in one: the search's buckets overlap (today is also this week), so the
 * first that holds in this order wins. Completed cards have their own lane whatever their date.
 */
const DUE_LANES: readonly { bucket: DueBucket; label: string }[] = [
  { bucket: 'completed', label: 'Completed' },
  { bucket: 'overdue', label: 'Overdue' },
  { bucket: 'today', label: 'Today' },
  { bucket: 'tomorrow', label: 'Tomorrow' },
  { bucket: 'this-week', label: 'Later this week' },
  { bucket: 'next-week', label: 'Next week' },
];
const DUE_LATER = 'due:later';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

function peopleLanes(board: BoardWorkingSet, noneLabel: string): LaneDef[] {
  const people = Object.values(board.members)
    .filter((member) => member.deleted_at === null)
    .sort(byName)
    .map((member) => ({ key: `member:${member.id}`, label: member.name }));
  return [...people, { key: NONE_LANE, label: noneLabel }];
}

/**
 * The lanes of a grouping, in the order they show; the "none" lane (no assignee, no tag, no
 * value) is last. People who left the board's users (soft-deleted) get a lane only while cards
 * still name them (`withDepartedLanes`).
 */
export function laneDefs(board: BoardWorkingSet, grouping: LaneGrouping): LaneDef[] {
  switch (grouping.kind) {
    case 'assignee':
      return peopleLanes(board, 'No assignee');
    case 'tag':
      return [
        ...Object.values(board.tags)
          .sort(byName)
          .map((tag) => ({ key: `tag:${tag.id}`, label: tag.name })),
        { key: NONE_LANE, label: 'No tag' },
      ];
    case 'status':
      return [
        ...CARD_STATUSES.map((status) => ({
          key: `status:${status}`,
          label: CARD_STATUS_LABELS[status],
        })),
        { key: NONE_LANE, label: 'No status' },
      ];
    case 'due':
      return [
        ...DUE_LANES.map(({ bucket, label }) => ({ key: `due:${bucket}`, label })),
        { key: DUE_LATER, label: 'Later' },
        { key: NONE_LANE, label: 'No due date' },
      ];
    case 'field': {
      const field = fieldOf(board, grouping);
      if (!field) return [];
      if (field.type === 'person') return peopleLanes(board, `No ${field.name}`);
      if (field.type === 'checkbox') {
        return [
          { key: 'check:1', label: `${field.name}: yes` },
          { key: NONE_LANE, label: `${field.name}: no` },
        ];
      }
      return [
        ...selectOptionsOf(field.config).map((option) => ({
          key: `option:${option.id}`,
          label: option.label,
        })),
        { key: NONE_LANE, label: `No ${field.name}` },
      ];
    }
  }
}

function personKeys(value: unknown): string[] {
  const ids = Array.isArray(value) ? value : [value];
  return ids.flatMap((id) => (typeof id === 'number' ? [`member:${id}`] : []));
}

/**
 * The lanes a card is in, by its own values (before they are checked against the lanes shown:
 * a value with no lane puts the card in the "none" lane). Several for a card with two
 * assignees, two tags or two people in a person field.
 */
export function cardLaneKeys(
  card: Card,
  grouping: LaneGrouping,
  board: BoardWorkingSet,
  now: Date,
): string[] {
  switch (grouping.kind) {
    case 'assignee':
      return card.assignees_ids.map((id) => `member:${id}`);
    case 'tag':
      return card.tags_ids.map((id) => `tag:${id}`);
    case 'status':
      return card.status === null ? [] : [`status:${card.status}`];
    case 'due': {
      if (card.due_date === null && card.completed_at === null) return [];
      const buckets = dueBucketsOf(card, now);
      const lane = DUE_LANES.find(({ bucket }) => buckets.has(bucket));
      return [lane ? `due:${lane.bucket}` : DUE_LATER];
    }
    case 'field': {
      const field = fieldOf(board, grouping);
      const value = card.custom_fields[grouping.fieldId];
      if (!field || value === undefined || value === null) return [];
      if (field.type === 'person') return personKeys(value);
      if (field.type === 'checkbox') return value === true ? ['check:1'] : [];
      return typeof value === 'string' ? [`option:${value}`] : [];
    }
  }
}

/** The lanes to show: every lane of the grouping, plus a departed member's while cards name them. */
export function withDepartedLanes(
  board: BoardWorkingSet,
  defs: readonly LaneDef[],
  usedKeys: ReadonlySet<string>,
): LaneDef[] {
  const known = new Set(defs.map((def) => def.key));
  const extra: LaneDef[] = [];
  for (const key of usedKeys) {
    const match = /^member:(\d+)$/.exec(key);
    const member = match?.[1] ? board.members[Number(match[1])] : undefined;
    if (!known.has(key) && member) extra.push({ key, label: `${member.name} (left)` });
  }
  if (extra.length === 0) return [...defs];
  const noneAt = defs.findIndex((def) => def.key === NONE_LANE);
  const result = [...defs];
  result.splice(
    noneAt < 0 ? result.length : noneAt,
    0,
    ...extra.sort((a, b) => a.label.localeCompare(b.label)),
  );
  return result;
}
