import { addDays, addHours } from 'date-fns';
import { DEMO_USERS as U } from './seed-people';
import { insert, iso } from './store';
import type { CardActivityKind, CardRecord, Db, JsonObject } from './types';

type Entry = [actor: number, kind: CardActivityKind, data: JsonObject, at: Date];

function cardTitled(db: Db, title: string): CardRecord {
  const card = db.cards.find((c) => c.board_id === 1 && c.title === title);
  if (!card) throw new Error(`seed: no card "${title}"`);
  return card;
}

const named = (rows: readonly { id: number; name: string }[], id: number) => ({
  id,
  name: rows.find((row) => row.id === id)?.name ?? null,
});

function itemOf(db: Db, card: CardRecord, title: string) {
  const lists = new Set(db.checklists.filter((c) => c.card_id === card.id).map((c) => c.id));
  const item = db.checklistItems.find((i) => lists.has(i.checklist_id) && i.title === title);
  if (!item) throw new Error(`seed: no item "${title}"`);
  return { id: item.id, label: item.title };
}

/**
 * A believable history on two roadmap cards, so the activity panel of the demo is not empty:
 * "Mentions in comments" (12, with a comment entry for each of its comments) and "Onboarding
 * checklist for new boards" (9). Runs after cards, checklists and comments are seeded.
 */
export function seedActivity(db: Db, now: Date): void {
  const log = (card: CardRecord, entries: Entry[]) => {
    for (const [actor, kind, data, at] of entries) {
      insert(db, 'cardActivities', {
        board_id: card.board_id,
        card_id: card.id,
        actor_id: actor,
        kind,
        data,
        at: iso(at),
      });
    }
  };
  const [planned, inProgress] = [2, 3].map((id) => named(db.columns, id));
  const mentions = cardTitled(db, 'Mentions in comments');
  const commented = db.comments
    .filter((c) => c.card_id === mentions.id)
    .map((c): Entry => [c.user_id, 'commented', { comment_id: c.id }, new Date(c.created_at)]);
  log(mentions, [
    [U.editor, 'created', { column: planned ?? null }, new Date(mentions.created_at)],
    [U.manager, 'assigned', { user: named(db.users, U.editor) }, addDays(now, -20)],
    [
      U.editor,
      'moved',
      { from_column: planned ?? null, to_column: inProgress ?? null },
      addDays(now, -12),
    ],
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
    [U.editor, 'created', { column: planned ?? null }, new Date(onboarding.created_at)],
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
}
