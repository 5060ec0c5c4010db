import { dueDateStatus, humanDueDates } from '@/domain/due-dates';
import { versionOf } from '../../events/board-events';
import type { CardRecord, JsonValue } from '../../db/types';
import { isFilled, type CardIndex } from './card-index';

// Intl formatting dominates large board reads; due dates repeat, so memoize per value.
const humanCache = new Map<string, ReturnType<typeof humanDueDates>>();
function cachedHumanDueDates(dueDate: string | null): ReturnType<typeof humanDueDates> {
  if (dueDate == null) return humanDueDates(null);
  let value = humanCache.get(dueDate);
  if (!value) {
    if (humanCache.size > 10_000) humanCache.clear();
    value = humanDueDates(dueDate);
    humanCache.set(dueDate, value);
  }
  return value;
}

export function customFieldMap(card: CardRecord, index: CardIndex): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [definitionId, value] of index.customFields.get(card.id) ?? []) {
    out[String(definitionId)] = value;
  }
  return out;
}

function filledCount(card: CardRecord, index: CardIndex): number {
  let filled = 0;
  for (const value of index.customFields.get(card.id)?.values() ?? [])
    if (isFilled(value)) filled += 1;
  return filled;
}

/**
 * The card's stored fields plus the derived attributes of spec 2.5, true to the data. One
 * literal of fixed shape (not spreads): board reads serialize up to 20,000 of these.
 */
function serialize(card: CardRecord, index: CardIndex, now: Date) {
  const checklist = index.checklistItems.get(card.id);
  const human = cachedHumanDueDates(card.due_date);
  return {
    id: card.id,
    version: versionOf(card),
    board_id: card.board_id,
    column_id: card.column_id,
    user_id: card.user_id,
    title: card.title,
    content: card.content,
    type: card.type,
    status: card.status,
    icon: card.icon,
    order: card.order,
    number: card.number,
    due_date: card.due_date,
    due_date_hash: card.due_date_hash,
    pinned_at: card.pinned_at,
    completed_at: card.completed_at,
    archived_at: card.archived_at,
    deleted_at: card.deleted_at,
    checklist_id: card.checklist_id,
    card_recurrence_id: card.card_recurrence_id,
    cover_color: card.cover_color,
    created_at: card.created_at,
    updated_at: card.updated_at,
    checklist_items: checklist?.total ?? 0,
    checklist_items_completed: checklist?.completed ?? 0,
    comments_count: index.comments.get(card.id) ?? 0,
    files_count: index.files.get(card.id) ?? 0,
    custom_fields_count: filledCount(card, index),
    due_date_status: dueDateStatus(card, now),
    human_due_date: human.human_due_date,
    short_locale_date: human.short_locale_date,
    human_verbose_due_date: human.human_verbose_due_date,
    is_completed: card.completed_at != null,
    is_recurrent:
      card.card_recurrence_id != null && index.activeRecurrences.has(card.card_recurrence_id),
    tags_ids: (index.tags.get(card.id) ?? []).map(String) as (string | null)[],
    assignees_ids: (index.assignees.get(card.id) ?? []).map(String) as (string | null)[],
    is_time_tracking: index.timing.has(card.id) as boolean | 0 | 1,
    // CONTRACT 4d; undefined (left out of the JSON) for a card without relations.
    relations: index.relations.get(card.id),
  };
}

/**
 * A card as the full board read lists it: ids as strings, `[null]` when empty and
 * `is_time_tracking` as 0/1, like the real service. `custom_fields` (definition id to
 * value) is a mock extension so the client can filter locally.
 */
export function listedCardJson(card: CardRecord, index: CardIndex, now: Date) {
  const json = serialize(card, index, now);
  if (json.tags_ids.length === 0) json.tags_ids = [null];
  if (json.assignees_ids.length === 0) json.assignees_ids = [null];
  json.is_time_tracking = json.is_time_tracking ? 1 : 0;
  return { ...json, custom_fields: customFieldMap(card, index) };
}

/** A card as single-card reads and writes return it: `[]` when empty, booleans. */
export function cardJson(card: CardRecord, index: CardIndex, now: Date) {
  return serialize(card, index, now);
}
