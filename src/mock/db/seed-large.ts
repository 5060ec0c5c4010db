import { addHours } from 'date-fns';
import { CARD_COVER_COLORS } from '@/domain/palettes';
import { seedLargeHistory } from './seed-large-history';
import { DEMO_USERS } from './seed-people';
import { iso } from './store';
import type { CardRecord, ColumnRecord, Db } from './types';

const WORDS = [
  'Refactor',
  'Design',
  'Ship',
  'Review',
  'Test',
  'Document',
  'Plan',
  'Fix',
  'Measure',
  'Polish',
];
const THINGS = [
  'login',
  'search',
  'export',
  'billing',
  'board',
  'editor',
  'filters',
  'sync',
  'avatars',
  'reports',
];
/** The first colleagues (users after the named demo people) join the large board as a team. */
const TEAM = [8, 9, 10, 11, 12];
/** Nine people share the cards: a board with lanes per person has ten (with "No assignee"). */
const ASSIGNABLE = [
  DEMO_USERS.manager,
  DEMO_USERS.editor,
  DEMO_USERS.member,
  DEMO_USERS.viewer,
  ...TEAM,
];

/**
 * Replaces board 1's columns and cards with `size` generated cards over about size/100
 * columns. Tags, members and field definitions stay; five colleagues join as a team. Plain loops, no per-card lookups, so
 * 20,000 cards take a few tens of milliseconds.
 */
export function generateLargeBoard(db: Db, size: number, now: Date): void {
  const count = Math.max(0, Math.min(20_000, Math.floor(size)));
  const boardCardIds = new Set(db.cards.filter((c) => c.board_id === 1).map((c) => c.id));
  const dropCard = (row: { card_id: number }) => !boardCardIds.has(row.card_id);
  db.cards = db.cards.filter((c) => c.board_id !== 1);
  db.columns = db.columns.filter((c) => c.board_id !== 1);
  db.cardTags = db.cardTags.filter(dropCard);
  db.cardAssignees = db.cardAssignees.filter(dropCard);
  db.customFieldValues = db.customFieldValues.filter(dropCard);
  db.comments = db.comments.filter(dropCard);
  db.cardActivities = db.cardActivities.filter(dropCard);
  db.timers = db.timers.filter(dropCard);
  db.cardFiles = db.cardFiles.filter(dropCard);
  db.recurrences = db.recurrences.filter(dropCard);
  const checklistIds = new Set(
    db.checklists.filter((c) => boardCardIds.has(c.card_id)).map((c) => c.id),
  );
  db.checklists = db.checklists.filter((c) => !checklistIds.has(c.id));
  const itemIds = new Set(
    db.checklistItems.filter((i) => checklistIds.has(i.checklist_id)).map((i) => i.id),
  );
  db.checklistItems = db.checklistItems.filter((i) => !itemIds.has(i.id));
  db.checklistItemAssignees = db.checklistItemAssignees.filter((a) => !itemIds.has(a.item_id));
  db.notifications = db.notifications.filter((n) => n.board_id !== 1);
  db.relations = db.relations.filter(
    (r) => !boardCardIds.has(r.from_card_id) && !boardCardIds.has(r.to_card_id),
  );

  const at = iso(now);
  for (const userId of TEAM) {
    if (db.members.some((m) => m.board_id === 1 && m.user_id === userId)) continue;
    db.members.push({
      board_id: 1,
      user_id: userId,
      permission: 'interact',
      view_mode: 'view_kanban',
      created_at: at,
      updated_at: at,
    });
  }
  const columnCount = Math.max(1, Math.ceil(count / 100));
  const columns: ColumnRecord[] = [];
  for (let i = 0; i < columnCount; i += 1) {
    db.ids.columns += 1;
    columns.push({
      id: db.ids.columns,
      board_id: 1,
      name: `List ${i + 1}`,
      description: null,
      icon: null,
      color: null,
      order: i + 1,
      sort_order: null,
      wip_limit: null,
      archived_at: null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    });
  }
  db.columns.push(...columns);

  const boardTags = db.tags.filter(
    (t) => t.board_id === 1 || (t.board_id == null && t.cuid === 'acme'),
  );
  const perColumn = Math.ceil(count / columnCount);
  const cards: CardRecord[] = new Array<CardRecord>(count);
  for (let i = 0; i < count; i += 1) {
    db.ids.cards += 1;
    const id = db.ids.cards;
    const column = columns[Math.floor(i / perColumn)] ?? columns[0];
    const dueOffset = (i % 61) - 20;
    const due = i % 4 === 0 ? null : iso(addHours(now, dueOffset * 24 + (i % 12)));
    const completed = i % 9 === 0;
    cards[i] = {
      id,
      board_id: 1,
      column_id: column?.id ?? 0,
      user_id: DEMO_USERS.manager,
      title: `${WORDS[i % WORDS.length]} ${THINGS[Math.floor(i / WORDS.length) % THINGS.length]} #${i + 1}`,
      content: null,
      type: 'ORDINARY',
      status: completed ? 'CLOSED' : 'OPEN',
      icon: null,
      order: (i % perColumn) + 1,
      number: i + 1,
      due_date: due,
      due_date_hash: null,
      pinned_at: null,
      completed_at: completed ? at : null,
      archived_at: null,
      deleted_at: null,
      checklist_id: null,
      card_recurrence_id: null,
      cover_color: i % 7 === 0 ? (CARD_COVER_COLORS[i % CARD_COVER_COLORS.length] ?? null) : null,
      created_at: at,
      updated_at: at,
    };
    const tag = boardTags[i % Math.max(1, boardTags.length)];
    if (tag && i % 3 !== 0) db.cardTags.push({ card_id: id, tag_id: tag.id });
    const assignee = ASSIGNABLE[i % ASSIGNABLE.length];
    if (assignee != null && i % 2 === 0) db.cardAssignees.push({ card_id: id, user_id: assignee });
  }
  db.cards.push(...cards);
  db.cardNumbers['1'] = count;
  relateLargeBoard(db, cards, at);
  seedLargeHistory(db, columns, cards, now);
}

/**
 * Relations as a team that uses them has (CONTRACT 4d): one card in 20 is split into three
 * sub-cards (the cards after it), and one in 10 waits for the card before it. About a quarter of
 * the cards carry a summary, so the board read's cost of relations is measured, not assumed.
 */
function relateLargeBoard(db: Db, cards: readonly CardRecord[], at: string): void {
  const relate = (type: 'blocks' | 'parent', from: CardRecord, to: CardRecord) => {
    db.ids.relations += 1;
    db.relations.push({
      id: db.ids.relations,
      type,
      from_card_id: from.id,
      to_card_id: to.id,
      created_by: DEMO_USERS.manager,
      created_at: at,
    });
  };
  for (let i = 0; i + 3 < cards.length; i += 20) {
    const parent = cards[i] as CardRecord;
    for (let k = 1; k <= 3; k += 1) relate('parent', parent, cards[i + k] as CardRecord);
  }
  for (let i = 15; i < cards.length; i += 10) {
    relate('blocks', cards[i - 1] as CardRecord, cards[i] as CardRecord);
  }
}
