import { addDays, addHours } from 'date-fns';
import type { CardStatus } from '@/domain/enums';
import type { PermissionLevel } from '@/domain/permissions';
import { doc, type Inline } from './editor-doc';
import { dueDateHash, fileIdentifier } from './ids';
import { dueAt, type DueKey } from './seed-dates';
import { DEMO_CUID, DEMO_USERS as U, OTHER_CUID, seedPeople } from './seed-people';
import { seedActivity } from './seed-activity';
import { seedDrive } from './seed-drive';
import { createEmptyDb, insert, iso, nextCardNumber } from './store';
import type { BoardRecord, Db, JsonValue, RelationRecord } from './types';

export { generateLargeBoard } from './seed-large';
export { DEMO_CUID, DEMO_USERS, OTHER_CUID } from './seed-people';

type FieldKey = 'estimate' | 'priority' | 'customer' | 'approved' | 'launch' | 'owner';

interface CardSpec {
  col: number;
  title: string;
  due?: DueKey;
  status?: CardStatus;
  completed?: boolean;
  tags?: number[];
  assignees?: number[];
  cover?: string;
  icon?: string;
  content?: string;
  fields?: Partial<Record<FieldKey, JsonValue>>;
  pinned?: boolean;
  deleted?: boolean;
  recurrent?: boolean;
  comments?: SeedComment[];
}

/** A comment on a seeded card: its author, how long ago, and its paragraph. */
interface SeedComment {
  by: number;
  hoursAgo: number;
  text: Inline[];
}

/** Tag ids of the seed (see seedTags). */
const T = { urgent: 1, customer: 2, frontend: 3, backend: 4, design: 5, bug: 6, research: 7 };
const mention = (id: number, label: string) => ({ mention: { id, label } });

const CARDS: CardSpec[] = [
  // Backlog
  {
    col: 0,
    title: 'Dark mode for the board',
    tags: [T.frontend, T.design],
    fields: { priority: 'p3', estimate: 5 },
    cover: '#8b5cf6',
  },
  {
    col: 0,
    title: 'Import cards from CSV',
    due: 'future',
    tags: [T.backend],
    fields: { priority: 'p2', estimate: 8, customer: 'Initech' },
  },
  { col: 0, title: 'Keyboard shortcuts cheat sheet', tags: [T.frontend], fields: { estimate: 2 } },
  {
    col: 0,
    title: 'Research offline mode',
    due: 'next-month',
    tags: [T.research],
    assignees: [U.member],
    fields: { priority: 'p3' },
    content: doc(['Spike: service worker cache, conflict handling.']),
  },
  {
    col: 0,
    title: 'Audit log export',
    tags: [T.backend, T.customer],
    fields: { priority: 'p2', customer: 'Globex' },
  },
  {
    col: 0,
    title: 'Board templates gallery',
    due: 'future',
    tags: [T.design],
    fields: { priority: 'p3', launch: 'next-month' },
  },
  // Planned
  {
    col: 1,
    title: 'Calendar sync (iCal feed)',
    due: 'next-week',
    tags: [T.backend],
    assignees: [U.editor],
    fields: { priority: 'p1', estimate: 13, owner: U.editor },
    content: doc(['Owner: ', mention(U.editor, 'Eli Editor'), '. Needs the due_date_hash.']),
  },
  {
    col: 1,
    title: 'Custom field: formula type',
    due: 'next-month',
    tags: [T.research],
    fields: { priority: 'p2' },
  },
  {
    col: 1,
    title: 'Onboarding checklist for new boards',
    due: 'this-week',
    tags: [T.design, T.frontend],
    assignees: [U.member, U.editor],
    fields: { priority: 'p2', approved: true },
    cover: '#22c55e',
  },
  {
    col: 1,
    title: 'Weekly product sync notes',
    due: 'tomorrow',
    recurrent: true,
    assignees: [U.manager],
    fields: { priority: 'p3' },
    icon: '🗓️',
    content: doc(['Agenda for ', mention(U.manager, 'Maya Manager'), ' and the team.']),
  },
  {
    col: 1,
    title: 'Pricing page refresh',
    due: 'next-week',
    tags: [T.customer, T.design],
    fields: { priority: 'p2', customer: 'Umbrella Corp' },
  },
  // In progress
  {
    col: 2,
    title: 'Mentions in comments',
    due: 'today',
    tags: [T.frontend, T.urgent],
    assignees: [U.editor],
    fields: { priority: 'p1', estimate: 5, owner: U.editor },
    cover: '#ef4444',
    pinned: true,
    comments: [
      { by: U.member, hoursAgo: 50, text: ['Mockups for the suggestion popup are in Design.'] },
      {
        by: U.editor,
        hoursAgo: 26,
        text: [
          'Parser is done. ',
          mention(U.member, 'Ines Interact'),
          ', can you check the popup?',
        ],
      },
      {
        by: U.member,
        hoursAgo: 3,
        text: ['Looks good. Notifications next, ', mention(U.manager, 'Maya Manager'), ' FYI.'],
      },
    ],
    content: doc(
      ['Ping ', mention(U.editor, 'Eli Editor')],
      ['Design by ', mention(U.member, 'Ines Interact'), '.'],
    ),
  },
  {
    col: 2,
    title: 'Search by custom fields',
    due: 'overdue',
    tags: [T.backend],
    assignees: [U.editor, U.departed],
    fields: { priority: 'p1', estimate: 8, approved: false },
    comments: [
      {
        by: U.departed,
        hoursAgo: 400,
        text: ['Handing this over: number operators work, select is next.'],
      },
    ],
  },
  {
    col: 2,
    title: 'Drag and drop between columns',
    due: 'tomorrow',
    tags: [T.frontend],
    assignees: [U.member],
    fields: { priority: 'p1', estimate: 3.5 },
    cover: '#3b82f6',
  },
  {
    col: 2,
    title: 'Fix: due date off by one day',
    due: 'overdue',
    tags: [T.bug, T.urgent],
    assignees: [U.editor],
    fields: { customer: 'Initech' },
    cover: '#f97316',
    comments: [
      { by: U.member, hoursAgo: 30, text: ['Only happens in time zones east of UTC.'] },
      { by: U.editor, hoursAgo: 4, text: ['Found it: date-only values were parsed as UTC.'] },
    ],
  },
  {
    col: 2,
    title: 'Notification preferences screen',
    due: 'this-week',
    tags: [T.frontend, T.design],
    assignees: [U.member, U.manager],
    fields: { priority: 'p2', launch: 'next-week' },
  },
  {
    col: 2,
    title: 'Attach drive files to cards',
    due: 'next-week',
    tags: [T.backend],
    assignees: [U.editor],
    fields: { priority: 'p2', estimate: 5 },
  },
  // Review
  {
    col: 3,
    title: 'Export board to the drive',
    due: 'today',
    tags: [T.backend, T.customer],
    assignees: [U.editor],
    fields: { priority: 'p1', customer: 'Initech', approved: true },
    content: doc(['Review please, ', mention(U.manager, 'Maya Manager'), '.']),
  },
  {
    col: 3,
    title: 'List view with sorting',
    due: 'overdue',
    tags: [T.frontend],
    assignees: [U.member],
    fields: { priority: 'p2' },
    comments: [
      { by: U.member, hoursAgo: 120, text: ['Sort by due date first, then by title?'] },
      { by: U.editor, hoursAgo: 96, text: ['Yes, and remember the choice per board.'] },
      { by: U.member, hoursAgo: 72, text: ['Column headers are clickable now.'] },
      { by: U.editor, hoursAgo: 48, text: ['Ready for review.'] },
    ],
  },
  {
    col: 3,
    title: 'Accessibility pass on dialogs',
    due: 'next-month',
    tags: [T.design],
    assignees: [U.member],
    fields: { priority: 'p2', estimate: 3 },
  },
  {
    col: 3,
    title: 'Fix: tag colors lost on save',
    tags: [T.bug],
    fields: { priority: 'p1' },
    status: 'CLOSED',
  },
  // Done
  {
    col: 4,
    title: 'Board sharing (public boards)',
    due: 'far-past',
    completed: true,
    status: 'CLOSED',
    tags: [T.backend],
    assignees: [U.editor],
    fields: { priority: 'p1', approved: true },
  },
  {
    col: 4,
    title: 'Card covers',
    completed: true,
    status: 'CLOSED',
    tags: [T.design],
    cover: '#eab308',
    fields: { priority: 'p3' },
  },
  {
    col: 4,
    title: 'Checklist items with assignees',
    due: 'overdue',
    completed: true,
    status: 'CLOSED',
    assignees: [U.member],
    fields: { priority: 'p2' },
  },
  {
    col: 4,
    title: 'Soft delete for cards',
    completed: true,
    status: 'CLOSED',
    tags: [T.backend],
    fields: { priority: 'p2' },
    comments: [
      { by: U.member, hoursAgo: 200, text: ['Verified: deleted cards stay out of search.'] },
    ],
  },
  {
    col: 4,
    title: 'Legacy importer (retired)',
    status: 'ARCHIVED',
    tags: [T.backend],
    fields: { priority: 'p3' },
  },
  { col: 4, title: 'Duplicate of: card covers', deleted: true, fields: { priority: 'p3' } },
  // Icebox (archived column)
  {
    col: 5,
    title: 'Gantt chart view',
    due: 'future',
    tags: [T.research],
    fields: { priority: 'p3' },
  },
  {
    col: 5,
    title: 'Time tracking reports',
    tags: [T.research],
    fields: { priority: 'p3' },
    cover: '#000000',
  },
  { col: 5, title: 'Kanban WIP limits', status: 'ARCHIVED', fields: { priority: 'p2' } },
];

function addBoard(
  db: Db,
  at: string,
  row: Partial<BoardRecord> & Pick<BoardRecord, 'name' | 'cuid'>,
): BoardRecord {
  return insert(db, 'boards', {
    user_id: null,
    group_id: null,
    parent_id: null,
    description: null,
    icon: null,
    visibility: 'private',
    order_cards_by: 'order',
    order_cards_direction: 'asc',
    archived_at: null,
    created_at: at,
    updated_at: at,
    deleted_at: null,
    ...row,
  });
}

function addMembers(
  db: Db,
  boardId: number,
  at: string,
  members: [number, PermissionLevel][],
): void {
  for (const [userId, permission] of members) {
    db.members.push({
      board_id: boardId,
      user_id: userId,
      permission,
      view_mode: 'view_kanban',
      created_at: at,
      updated_at: at,
    });
  }
}

function seedTags(db: Db, at: string): void {
  const tag = (
    board_id: number | null,
    cuid: string,
    name: string,
    color: string,
    description: string | null = null,
  ) =>
    insert(db, 'tags', {
      board_id,
      cuid,
      name,
      color,
      description,
      created_at: at,
      updated_at: at,
    });
  tag(null, DEMO_CUID, 'Urgent', '#ef4444', 'Needs attention this week');
  tag(null, DEMO_CUID, 'Customer', '#3b82f6', 'Requested by a customer');
  tag(1, DEMO_CUID, 'Frontend', '#8b5cf6');
  tag(1, DEMO_CUID, 'Backend', '#10b981');
  tag(1, DEMO_CUID, 'Design', '#ec4899', 'UX and visual design');
  tag(1, DEMO_CUID, 'Bug', '#f97316');
  tag(1, DEMO_CUID, 'Research', '#64748b');
  tag(2, DEMO_CUID, 'iOS', '#06b6d4');
  tag(null, OTHER_CUID, 'Globex internal', '#000000');
}

const PRIORITY_OPTIONS = [
  { id: 'p1', label: 'High', color: '#ef4444' },
  { id: 'p2', label: 'Medium', color: '#f59e0b' },
  { id: 'p3', label: 'Low', color: '#22c55e' },
];

function seedCustomFields(db: Db, at: string): Record<FieldKey, number> {
  const def = (
    name: string,
    type: 'text' | 'number' | 'select' | 'checkbox' | 'date' | 'person',
    config: Record<string, JsonValue>,
    order: number,
    is_required = false,
  ) =>
    insert(db, 'customFieldDefinitions', {
      board_id: 1,
      cuid: DEMO_CUID,
      name,
      type,
      description: null,
      config,
      order,
      is_required,
      is_active: true,
      is_global: false,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    }).id;
  return {
    estimate: def('Estimate', 'number', { min: 0, max: 100, decimals: 1, unit: 'pts' }, 1),
    priority: def('Priority', 'select', { options: PRIORITY_OPTIONS }, 2, true),
    customer: def(
      'Customer',
      'text',
      { multiline: false, max_length: 120, placeholder: 'Company name' },
      3,
    ),
    approved: def('Approved', 'checkbox', { default_value: false }, 4),
    launch: def('Launch date', 'date', { include_time: false }, 5),
    owner: def('Owner', 'person', { multiple: false }, 6),
  };
}

function seedColumns(db: Db, at: string): number[] {
  const names = ['Backlog', 'Planned', 'In Progress', 'Review', 'Done', 'Icebox'];
  const colors = ['#64748b', '#3b82f6', '#f59e0b', '#8b5cf6', '#10b981', null];
  return names.map(
    (name, index) =>
      insert(db, 'columns', {
        board_id: 1,
        name,
        description: index === 5 ? 'Ideas we parked' : null,
        icon: null,
        color: colors[index] ?? null,
        order: index + 1,
        // In Progress keeps a sticky sort by due date (docs/board-views.md, "Sorted columns").
        sort_order: name === 'In Progress' ? 'due_date' : null,
        // Work in progress is kept small: a soft limit the header shows (CONTRACT 4b).
        wip_limit: name === 'In Progress' ? 4 : null,
        archived_at: index === 5 ? at : null,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      }).id,
  );
}

/** Days since each seeded card last changed, in turn. */
const IDLE_DAYS = [0, 1, 2, 3, 9, 0, 16, 1, 2, 11, 0, 24];

function seedCards(db: Db, now: Date, columns: number[], fields: Record<FieldKey, number>): void {
  const at = iso(addDays(now, -30));
  const orderByColumn = new Map<number, number>();
  CARDS.forEach((spec, index) => {
    const columnId = columns[spec.col] ?? 1;
    const order = (orderByColumn.get(columnId) ?? 0) + 1;
    orderByColumn.set(columnId, order);
    const due = spec.due ? iso(dueAt(spec.due, now)) : null;
    const created = iso(addHours(addDays(now, -30), index));
    const card = insert(db, 'cards', {
      board_id: 1,
      column_id: columnId,
      user_id: index % 3 === 0 ? U.manager : U.editor,
      title: spec.title,
      content: spec.content ?? null,
      type: 'ORDINARY',
      status: spec.status ?? 'OPEN',
      icon: spec.icon ?? null,
      order,
      number: nextCardNumber(db, 1),
      due_date: due,
      due_date_hash: null,
      pinned_at: spec.pinned ? iso(addDays(now, -2)) : null,
      completed_at: spec.completed ? iso(addDays(now, -1)) : null,
      archived_at: spec.status === 'ARCHIVED' ? iso(addDays(now, -5)) : null,
      deleted_at: spec.deleted ? iso(addDays(now, -4)) : null,
      checklist_id: null,
      card_recurrence_id: null,
      cover_color: spec.cover ?? null,
      created_at: created,
      // Some work sits untouched, so the demo shows card aging (idle from 7 days, stale from 14).
      updated_at: iso(addDays(now, -(IDLE_DAYS[index % IDLE_DAYS.length] ?? 0))),
    });
    card.due_date_hash = dueDateHash(card.id, due);
    for (const tagId of spec.tags ?? []) db.cardTags.push({ card_id: card.id, tag_id: tagId });
    for (const userId of spec.assignees ?? [])
      db.cardAssignees.push({ card_id: card.id, user_id: userId });
    for (const [key, value] of Object.entries(spec.fields ?? {}) as [FieldKey, JsonValue][]) {
      const stored =
        key === 'launch' && typeof value === 'string'
          ? iso(dueAt(value as DueKey, now)).slice(0, 10)
          : value;
      db.customFieldValues.push({ card_id: card.id, definition_id: fields[key], value: stored });
    }
    for (const comment of spec.comments ?? []) {
      insert(db, 'comments', {
        card_id: card.id,
        user_id: comment.by,
        body: doc(comment.text),
        created_at: iso(addHours(now, -comment.hoursAgo)),
        edited_at: null,
        deleted_at: null,
      });
    }
    if (spec.recurrent) {
      const series = insert(db, 'recurrences', {
        board_id: 1,
        card_id: card.id,
        frequency: 'weekly',
        status: 'active',
        stopped_at: null,
        created_at: at,
      });
      card.card_recurrence_id = series.id;
    }
  });
}

function seedChecklists(db: Db, now: Date): void {
  const at = iso(addDays(now, -10));
  const lists: {
    card: number;
    title: string;
    items: [string, boolean, number[], DueKey | null][];
  }[] = [
    {
      card: 9,
      title: 'Steps',
      items: [
        ['Write copy', true, [U.member], null],
        ['Illustrations', false, [U.member], 'this-week'],
        ['Ship behind a flag', false, [U.editor, U.member], 'next-week'],
      ],
    },
    {
      card: 12,
      title: 'Definition of done',
      items: [
        ['Parser', true, [U.editor], 'overdue'],
        ['Suggestion popup', true, [U.editor], null],
        ['Notifications', false, [], 'today'],
        ['Docs', false, [U.manager], 'tomorrow'],
      ],
    },
    { card: 12, title: 'QA', items: [['Screen reader check', false, [U.member], null]] },
    {
      card: 24,
      title: 'Tasks',
      items: [
        ['Assignee picker', true, [U.member], 'far-past'],
        ['Due dates', true, [], null],
      ],
    },
  ];
  for (const list of lists) {
    const checklist = insert(db, 'checklists', {
      card_id: list.card,
      title: list.title,
      created_at: at,
      updated_at: at,
    });
    list.items.forEach(([title, done, assignees, due], index) => {
      const item = insert(db, 'checklistItems', {
        checklist_id: checklist.id,
        title,
        order: index + 1,
        is_completed: done,
        completed_at: done ? iso(addDays(now, -1)) : null,
        due_date: due ? iso(dueAt(due, now)) : null,
        created_at: at,
        updated_at: at,
      });
      for (const userId of assignees)
        db.checklistItemAssignees.push({ item_id: item.id, user_id: userId });
    });
  }
}

function seedFiles(db: Db, now: Date, attachments: [number, number][]): void {
  const at = iso(addDays(now, -7));
  for (const [cardId, nodeId] of attachments) {
    const node = db.driveNodes.find((n) => n.id === nodeId);
    if (!node) continue;
    const id = db.ids.cardFiles + 1;
    insert(db, 'cardFiles', {
      card_id: cardId,
      identifier: fileIdentifier(id),
      name: node.name,
      size_bytes: node.size_bytes ?? 0,
      mime_type: node.mime_type ?? 'application/octet-stream',
      drive_id: node.drive_id,
      drive_node_id: node.id,
      created_at: at,
      deleted_at: null,
    });
  }
}

function seedTemplates(db: Db, at: string): void {
  insert(db, 'cardTemplates', {
    board_id: 1,
    cuid: DEMO_CUID,
    name: 'Bug report',
    title: 'Fix: ',
    cover_color: '#ef4444',
    tags_ids: [T.bug],
    content: doc(['Steps to reproduce:'], ['Expected:'], ['Actual:']),
    checklists: [{ title: 'Triage', items: ['Reproduce', 'Write a failing test', 'Fix'] }],
    created_at: at,
    updated_at: at,
  });
  insert(db, 'cardTemplates', {
    board_id: null,
    cuid: DEMO_CUID,
    name: 'Feature brief',
    title: 'Feature: ',
    cover_color: null,
    tags_ids: [],
    content: doc(['Problem'], ['Proposal']),
    checklists: [],
    created_at: at,
    updated_at: at,
  });
}

function seedSmallBoards(db: Db, now: Date, at: string): void {
  const column = (board_id: number, name: string, order: number) =>
    insert(db, 'columns', {
      board_id,
      name,
      description: null,
      icon: null,
      color: null,
      order,
      sort_order: null,
      wip_limit: null,
      archived_at: null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    }).id;
  const card = (
    board_id: number,
    column_id: number,
    title: string,
    order: number,
    due: DueKey | null,
  ) =>
    insert(db, 'cards', {
      board_id,
      column_id,
      user_id: U.manager,
      title,
      content: null,
      type: 'ORDINARY',
      status: 'OPEN',
      icon: null,
      order,
      number: nextCardNumber(db, board_id),
      due_date: due ? iso(dueAt(due, now)) : null,
      due_date_hash: null,
      pinned_at: null,
      completed_at: null,
      archived_at: null,
      deleted_at: null,
      checklist_id: null,
      card_recurrence_id: null,
      cover_color: null,
      created_at: at,
      updated_at: at,
    });
  const b2todo = column(2, 'To do', 1);
  column(2, 'Done', 2);
  card(2, b2todo, 'Push notifications on iOS', 1, 'next-week');
  card(2, b2todo, 'Offline drafts', 2, null);
  const b3 = column(3, 'Policies', 1);
  card(3, b3, 'Remote work policy', 1, null);
  card(3, b3, 'Expense guidelines', 2, null);
  const b4 = column(4, 'Ideas', 1);
  card(4, b4, 'Globex secret plan', 1, 'tomorrow');
}

/** The demo tenant of CONTRACT.md section 5; deterministic for a given `now`. */
/**
 * CONTRACT 4d on board 1: #18 waits for #17 (open, so #18 is blocked); #20 is split into three
 * sub-cards (#3, #14 and #23, one of them done); #15 relates to #7.
 */
function seedRelations(db: Db, at: string): void {
  const relations: [RelationRecord['type'], number, number][] = [
    ['blocks', 17, 18],
    ['parent', 20, 3],
    ['parent', 20, 14],
    ['parent', 20, 23],
    ['relates_to', 15, 7],
  ];
  for (const [type, from, to] of relations) {
    insert(db, 'relations', {
      type,
      from_card_id: from,
      to_card_id: to,
      created_by: U.manager,
      created_at: at,
    });
  }
}

export function seedDemo(now: Date): Db {
  const db = createEmptyDb();
  const at = iso(addDays(now, -60));
  seedPeople(db, at);
  addBoard(db, at, {
    name: 'Product Roadmap',
    cuid: DEMO_CUID,
    user_id: U.manager,
    icon: '🗺️',
    description: 'What we build next, and when.',
  });
  addBoard(db, at, {
    name: 'Mobile App',
    cuid: DEMO_CUID,
    user_id: U.manager,
    parent_id: 1,
    icon: '📱',
  });
  addBoard(db, at, {
    name: 'Company Handbook',
    cuid: DEMO_CUID,
    user_id: U.manager,
    visibility: 'public',
    icon: '📘',
  });
  addBoard(db, at, {
    name: 'Globex Plans',
    cuid: OTHER_CUID,
    user_id: U.stranger,
    visibility: 'public',
  });
  addMembers(db, 1, at, [
    [U.manager, 'manage'],
    [U.editor, 'edit'],
    [U.member, 'interact'],
    [U.viewer, 'view'],
    [U.departed, 'edit'],
  ]);
  addMembers(db, 2, at, [
    [U.manager, 'manage'],
    [U.editor, 'edit'],
  ]);
  addMembers(db, 3, at, [[U.manager, 'manage']]);
  addMembers(db, 4, at, [[U.stranger, 'manage']]);
  seedTags(db, at);
  const fields = seedCustomFields(db, at);
  const columns = seedColumns(db, at);
  seedCards(db, now, columns, fields);
  seedChecklists(db, now);
  const attachments = seedDrive(db, at);
  seedFiles(db, now, attachments);
  seedTemplates(db, at);
  seedSmallBoards(db, now, at);
  seedRelations(db, at);
  seedActivity(db, now);
  db.timers.push({
    id: 1,
    card_id: 12,
    user_id: U.manager,
    started_at: iso(addHours(now, -1)),
    stopped_at: null,
  });
  db.ids.timers = 1;
  db.notificationPreferences.push({
    board_id: 1,
    user_id: U.viewer,
    notification_mode: 'mentions',
    is_notified_through_app: true,
    is_notified_through_email: true,
  });
  insert(db, 'notifications', {
    user_id: U.manager,
    kind: 'assigned',
    board_id: 1,
    card_id: 10,
    actor_id: U.editor,
    created_at: iso(addHours(now, -5)),
    read_at: null,
  });
  insert(db, 'notifications', {
    user_id: U.manager,
    kind: 'mention',
    board_id: 1,
    card_id: 18,
    actor_id: U.editor,
    created_at: iso(addHours(now, -3)),
    read_at: null,
  });
  return db;
}
