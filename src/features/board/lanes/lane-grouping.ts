import type { BoardWorkingSet, Card } from '@/api/types';
import { fieldOf, type LaneGrouping } from './lane-param';
import { selectOptionsOf } from '@/domain/custom-fields';
import { dueBucketsOf } from '@/domain/due-dates';
import { CARD_STATUSES, type DueBucket } from '@/domain/enums';
import { cardStatusLabel } from '@/domain/status-labels';
import { t } from '@/lib/i18n/translate';

/** One lane: `key` is what a card's values map to ("none" for the lane of cards without one). */
export interface LaneDef {
  key: string;
  label: string;
}

export const NONE_LANE = 'none';

/**
 * Due lanes, each card in one: the search's buckets overlap (today is also this week), so the
 * first that holds in this order wins. Completed cards have their own lane whatever their date.
 */
const DUE_LANES: readonly { bucket: DueBucket; label: () => string }[] = [
  { bucket: 'completed', label: () => t('filters.due.completed', 'Completed') },
  { bucket: 'overdue', label: () => t('filters.due.overdue', 'Overdue') },
  { bucket: 'today', label: () => t('filters.due.today', 'Today') },
  { bucket: 'tomorrow', label: () => t('filters.due.tomorrow', 'Tomorrow') },
  { bucket: 'this-week', label: () => t('lanes.due.laterThisWeek', 'Later this week') },
  { bucket: 'next-week', label: () => t('filters.due.nextWeek', 'Next week') },
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
      return peopleLanes(board, t('lanes.none.assignee', 'No assignee'));
    case 'tag':
      return [
        ...Object.values(board.tags)
          .sort(byName)
          .map((tag) => ({ key: `tag:${tag.id}`, label: tag.name })),
        { key: NONE_LANE, label: t('lanes.none.tag', 'No tag') },
      ];
    case 'status':
      return [
        ...CARD_STATUSES.map((status) => ({
          key: `status:${status}`,
          label: cardStatusLabel(status),
        })),
        { key: NONE_LANE, label: t('lanes.none.status', 'No status') },
      ];
    case 'due':
      return [
        ...DUE_LANES.map(({ bucket, label }) => ({ key: `due:${bucket}`, label: label() })),
        { key: DUE_LATER, label: t('filters.due.future', 'Later') },
        { key: NONE_LANE, label: t('filters.due.noDate', 'No due date') },
      ];
    case 'field': {
      const field = fieldOf(board, grouping);
      if (!field) return [];
      if (field.type === 'person')
        return peopleLanes(board, t('lanes.none.field', 'No {field}', { field: field.name }));
      if (field.type === 'checkbox') {
        return [
          { key: 'check:1', label: t('lanes.check.yes', '{field}: yes', { field: field.name }) },
          { key: NONE_LANE, label: t('lanes.check.no', '{field}: no', { field: field.name }) },
        ];
      }
      return [
        ...selectOptionsOf(field.config).map((option) => ({
          key: `option:${option.id}`,
          label: option.label,
        })),
        { key: NONE_LANE, label: t('lanes.none.field', 'No {field}', { field: field.name }) },
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
