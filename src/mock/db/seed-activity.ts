import { addDays, addHours } from 'date-fns';
import { seedBoardFlow } from './seed-flow';
import { columnData, insertHistory, type HistoryEntry } from './seed-history';
import { DEMO_USERS as U } from './seed-people';
import type { CardActivityKind, CardRecord, Db, JsonObject } from './types';

type Entry = [actor: number, kind: CardActivityKind, data: JsonObject, at: Date];

function cardTitled(db: Db, title: string): CardRecord {
  const card = db.cards.find((c) => c.board_id === 1 && c.title === title);
  if (!card) throw new Error(`seed: no card "${title}"`);
  return card;
}

const named = (rows: readonly { id: number; name: string }[], id: number) => ({
  id,
  name: rows.find((row) => row.id === id)?.name ?? '',
});

function itemOf(db: Db, card: CardRecord, title: string) {
  const lists = new Set(db.checklists.filter((c) => c.card_id === card.id).map((c) => c.id));
  const item = db.checklistItems.find((i) => lists.has(i.checklist_id) && i.title === title);
  if (!item) throw new Error(`seed: no item "${title}"`);
  return { id: item.id, label: item.title };
}

/**
 * Board 1's history, oldest first: two roadmap cards told by hand, so their activity panels read
 * well ("Mentions in comments", 12, with an entry for each of its comments, and "Onboarding
 * checklist for new boards", 9), and 90 days of generated flow for the rest (seed-flow.ts).
 * Runs after cards, checklists and comments are seeded, and last: its past cards come after
 * every other record.
 */
export function seedActivity(db: Db, now: Date): void {
  const history: HistoryEntry[] = [];
  const log = (card: CardRecord, entries: Entry[]) => {
    for (const [actorId, kind, data, at] of entries)
      history.push({ cardId: card.id, actorId, kind, data, at: at.getTime() });
  };
  const [planned, inProgress] = [2, 3].map((id) => columnData(named(db.columns, id)));
  const mentions = cardTitled(db, 'Mentions in comments');
  const commented = db.comments
    .filter((c) => c.card_id === mentions.id)
    .map((c): Entry => [c.user_id, 'commented', { comment_id: c.id }, new Date(c.created_at)]);
  log(mentions, [
    [U.editor, 'created', { to: planned ?? null }, new Date(mentions.created_at)],
    [U.manager, 'assigned', { user: named(db.users, U.editor) }, addDays(now, -20)],
    [U.editor, 'moved', { from: planned ?? null, to: inProgress ?? null }, addDays(now, -12)],
    ...commented.slice(0, 1),
    [U.manager, 'field_changed', { field: 'pinned', from: false, to: true }, addDays(now, -2)],
    ...commented.slice(1, 2),
    [
      U.editor,
      'ticked',
      { item: itemOf(db, mentions, 'Parser'), checked: true },
      addHours(now, -24),
    ],
    ...commented.slice(2),
  ]);
  const onboarding = cardTitled(db, 'Onboarding checklist for new boards');
  log(onboarding, [
    [U.editor, 'created', { to: planned ?? null }, new Date(onboarding.created_at)],
    [
      U.manager,
      'renamed',
      { from: 'Onboarding checklist', to: onboarding.title },
      addDays(now, -25),
    ],
    [U.editor, 'assigned', { user: named(db.users, U.member) }, addDays(now, -24)],
    [U.manager, 'assigned', { user: named(db.users, U.editor) }, addDays(now, -24)],
    [
      U.member,
      'ticked',
      { item: itemOf(db, onboarding, 'Write copy'), checked: true },
      addDays(now, -1),
    ],
  ]);
  history.push(...seedBoardFlow(db, now, new Set([mentions.id, onboarding.id])));
  insertHistory(db, 1, history);
}
