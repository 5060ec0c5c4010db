import { untracked } from '../../db/change-tracker';
import { groupBy } from '../../db/queries';
import type { RelationSummary } from '@/domain/relations';
import type { Db, JsonValue } from '../../db/types';
import { relationSummaries } from '../relations/relation-graph';

/**
 * Per-card facts joined from the side tables, built once per request so listing 20,000
 * cards stays linear. Restrict with `cardIds` when only a few cards are serialized.
 */
export interface CardIndex {
  tags: Map<number, number[]>;
  assignees: Map<number, number[]>;
  comments: Map<number, number>;
  files: Map<number, number>;
  customFields: Map<number, Map<number, JsonValue>>;
  checklistItems: Map<number, { total: number; completed: number }>;
  /** Cards with a running timer of the caller. */
  timing: Set<number>;
  activeRecurrences: Set<number>;
  /** Live, active definition ids visible on the board (values of others are ignored). */
  liveDefinitions: Set<number>;
  /** CONTRACT 4d: the cards that have relations, with their summary. */
  relations: Map<number, RelationSummary>;
}

function count(ids: Iterable<number>): Map<number, number> {
  const map = new Map<number, number>();
  for (const id of ids) map.set(id, (map.get(id) ?? 0) + 1);
  return map;
}

export function isFilled(value: JsonValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * `cardIds`: only these cards are serialized (one card's answer), so only their rows are
 * joined: a card write on a 20,000-card board no longer groups every tag and assignee (it cost
 * about 10 ms of each write there). It reads the data untracked: it only reads.
 */
export function buildCardIndex(
  tracked: Db,
  callerId: number | null,
  cardIds?: ReadonlySet<number>,
): CardIndex {
  const data = untracked(tracked);
  const only = <R extends { card_id: number }>(rows: R[]): R[] =>
    cardIds ? rows.filter((row) => cardIds.has(row.card_id)) : rows;
  const db = {
    ...data,
    cardTags: only(data.cardTags),
    cardAssignees: only(data.cardAssignees),
    customFieldValues: only(data.customFieldValues),
    checklists: only(data.checklists),
    comments: only(data.comments),
    cardFiles: only(data.cardFiles),
    timers: only(data.timers),
  };
  const tags = new Map<number, number[]>();
  for (const [cardId, rows] of groupBy(db.cardTags, (r) => r.card_id))
    tags.set(
      cardId,
      rows.map((r) => r.tag_id),
    );
  const assignees = new Map<number, number[]>();
  for (const [cardId, rows] of groupBy(db.cardAssignees, (r) => r.card_id)) {
    assignees.set(
      cardId,
      rows.map((r) => r.user_id),
    );
  }
  const liveDefinitions = new Set(
    db.customFieldDefinitions.filter((d) => d.deleted_at == null && d.is_active).map((d) => d.id),
  );
  const customFields = new Map<number, Map<number, JsonValue>>();
  for (const row of db.customFieldValues) {
    if (!liveDefinitions.has(row.definition_id)) continue;
    let values = customFields.get(row.card_id);
    if (!values) customFields.set(row.card_id, (values = new Map()));
    values.set(row.definition_id, row.value);
  }
  const checklistCard = new Map(db.checklists.map((c) => [c.id, c.card_id]));
  const checklistItems = new Map<number, { total: number; completed: number }>();
  for (const item of db.checklistItems) {
    const cardId = checklistCard.get(item.checklist_id);
    if (cardId == null) continue;
    const entry = checklistItems.get(cardId) ?? { total: 0, completed: 0 };
    entry.total += 1;
    if (item.is_completed) entry.completed += 1;
    checklistItems.set(cardId, entry);
  }
  return {
    tags,
    assignees,
    comments: count(db.comments.filter((c) => c.deleted_at == null).map((c) => c.card_id)),
    files: count(db.cardFiles.filter((f) => f.deleted_at == null).map((f) => f.card_id)),
    customFields,
    checklistItems,
    timing: new Set(
      db.timers.filter((t) => t.user_id === callerId && t.stopped_at == null).map((t) => t.card_id),
    ),
    activeRecurrences: new Set(
      db.recurrences.filter((r) => r.status === 'active').map((r) => r.id),
    ),
    liveDefinitions,
    relations: relationSummaries(data),
  };
}
