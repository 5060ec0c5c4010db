import type { AssigneeChanges } from '@/api/endpoints/cards';
import type { BoardWorkingSet, Card, JsonValue } from '@/api/types';
import type { CardStatus } from '@/domain/enums';
import { CARD_STATUSES } from '@/domain/enums';
import { NONE_LANE } from './lane-grouping';
import { laneFields, type LaneGrouping } from './lane-param';
import { cardStatusLabel } from '@/domain/status-labels';
import { currentFormatLocale } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

/** The card fields a lane drop changes (besides column and position). */
export interface LaneFieldChange {
  /** Through the card patch, in the same request as the move. */
  patch?: {
    tags_ids?: number[];
    status?: CardStatus | null;
    custom_fields?: Record<number, JsonValue>;
  };
  /** Through `assignees/sync` (the card patch has no assignees). */
  assignees?: AssigneeChanges;
  /** What it does, for the announcement and the toast: "replaces Maya Manager with Eli Editor". */
  summary: string;
}

/** Whether a grouping's lanes can be changed by dropping a card in another lane. */
export function lanesAreWritable(grouping: LaneGrouping): boolean {
  // A due lane is a range of dates, not a value: no drop could say which date was meant.
  return grouping.kind !== 'due';
}

const idOf = (key: string, prefix: string): number | null => {
  const match = new RegExp(`^${prefix}:(\\d+)$`).exec(key);
  return match?.[1] ? Number(match[1]) : null;
};

/**
 * Replaces one of a list's values (the copy's lane) with another (the target lane's). The copy
 * that moves is the one in `from`; the card leaves that lane and joins `to`, keeping its other
 * values. To the "none" lane: the list is emptied (else the card would not be in that lane).
 */
function replaceIn(ids: readonly number[], from: number | null, to: number | null): number[] {
  if (to === null) return [];
  const kept = ids.filter((id) => id !== from);
  return kept.includes(to) ? kept : [...kept, to];
}

function namesOf(ids: readonly number[], nameOf: (id: number) => string): string {
  const names = ids.map(nameOf);
  return new Intl.ListFormat(currentFormatLocale(), { type: 'conjunction' }).format(names);
}

/** "replaces Maya with Eli", "adds Eli", "removes Maya and Eli", "Eli was already on it: removes Maya". */
function describeListChange(
  before: readonly number[],
  after: readonly number[],
  nameOf: (id: number) => string,
  what: string,
): string {
  const removed = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  const params = { removed: namesOf(removed, nameOf), added: namesOf(added, nameOf), what };
  if (added.length > 0 && removed.length > 0) {
    return t('lanes.change.replaces', 'replaces {removed} with {added}', params);
  }
  if (added.length > 0) return t('lanes.change.adds', 'adds {added}', params);
  if (removed.length > 0) {
    return after.length === 0
      ? t('lanes.change.removesAll', 'removes {removed}, leaving no {what}', params)
      : t('lanes.change.removes', 'removes {removed}', params);
  }
  return t('lanes.change.none', 'no change to {what}', params);
}

/**
 * What dropping the copy of `card` shown in lane `fromKey` into lane `toKey` writes; null when
 * the lanes are the same or the grouping cannot be written by a drop (due dates).
 */
export function laneChangeOf(
  board: BoardWorkingSet,
  card: Card,
  grouping: LaneGrouping,
  fromKey: string,
  toKey: string,
): LaneFieldChange | null {
  if (fromKey === toKey || !lanesAreWritable(grouping)) return null;
  const memberName = (id: number) => board.members[id]?.name ?? t('undo.assign.someone', 'someone');
  switch (grouping.kind) {
    case 'assignee': {
      const before = card.assignees_ids;
      const after = replaceIn(before, idOf(fromKey, 'member'), idOf(toKey, 'member'));
      const assignees: Record<number, boolean> = {};
      for (const id of before) if (!after.includes(id)) assignees[id] = false;
      for (const id of after) if (!before.includes(id)) assignees[id] = true;
      return {
        assignees,
        summary: describeListChange(
          before,
          after,
          memberName,
          t('lanes.what.assignee', 'assignee'),
        ),
      };
    }
    case 'tag': {
      const before = card.tags_ids;
      const after = replaceIn(before, idOf(fromKey, 'tag'), idOf(toKey, 'tag'));
      const tagName = (id: number) =>
        t('lanes.tagNamed', 'tag {name}', { name: board.tags[id]?.name ?? String(id) });
      return {
        patch: { tags_ids: after },
        summary: describeListChange(before, after, tagName, t('lanes.what.tag', 'tag')),
      };
    }
    case 'status': {
      const status = CARD_STATUSES.find((known) => toKey === `status:${known}`) ?? null;
      return {
        patch: { status },
        summary: status
          ? t('lanes.change.status', 'sets the status to {status}', {
              status: cardStatusLabel(status).toLowerCase(),
            })
          : t('lanes.change.clearStatus', 'clears the status'),
      };
    }
    case 'field': {
      const field = laneFields(board).find((definition) => definition.id === grouping.fieldId);
      if (!field) return null;
      const value = card.custom_fields[field.id];
      if (field.type === 'checkbox') {
        const on = toKey !== NONE_LANE;
        return {
          patch: { custom_fields: { [field.id]: on } },
          summary: on
            ? t('lanes.change.fieldYes', 'sets {field} to yes', { field: field.name })
            : t('lanes.change.fieldNo', 'sets {field} to no', { field: field.name }),
        };
      }
      if (field.type === 'person') {
        const before = (Array.isArray(value) ? value : [value]).filter(
          (id): id is number => typeof id === 'number',
        );
        const after = replaceIn(before, idOf(fromKey, 'member'), idOf(toKey, 'member'));
        const multiple = field.config?.multiple === true;
        const next: JsonValue = multiple ? after : (after.at(-1) ?? null);
        const shown = multiple ? after : after.slice(-1);
        return {
          patch: { custom_fields: { [field.id]: next } },
          summary: t('lanes.change.fieldList', '{field}: {change}', {
            field: field.name,
            change: describeListChange(before, shown, memberName, field.name),
          }),
        };
      }
      const option = toKey.startsWith('option:') ? toKey.slice('option:'.length) : null;
      const label =
        field.config?.options?.find((candidate) => candidate.id === option)?.label ?? null;
      return {
        patch: { custom_fields: { [field.id]: option } },
        summary: label
          ? t('lanes.change.fieldSet', 'sets {field} to {value}', {
              field: field.name,
              value: label,
            })
          : t('lanes.change.fieldClear', 'clears {field}', { field: field.name }),
      };
    }
    case 'due':
      return null;
  }
}
