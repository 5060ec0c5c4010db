import type {
  ActivityKind,
  CardStatus,
  CardType,
  CustomFieldType,
  NotificationKind,
  NotificationMode,
  ViewMode,
  Visibility,
} from '@/domain/enums';
import type { PermissionLevel } from '@/domain/permissions';

/** JSON-safe values: every record below is plain data so persistence is JSON.stringify. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** ISO 8601 date-time string. */
export type Timestamp = string;

export interface TenantRecord {
  cuid: string;
  name: string;
}

export interface UserRecord {
  id: number;
  uuid: string;
  cuid: string;
  name: string;
  email: string;
  username: string;
  avatar_url: string | null;
  company_name: string | null;
  role: string | null;
  status: string | null;
  /** Bearer token of the demo user; null for users that cannot sign in. */
  token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface BoardRecord {
  id: number;
  user_id: number | null;
  group_id: number | null;
  cuid: string;
  parent_id: number | null;
  name: string;
  description: string | null;
  icon: string | null;
  visibility: Visibility;
  order_cards_by: string | null;
  order_cards_direction: 'asc' | 'desc' | null;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface MemberRecord {
  board_id: number;
  user_id: number;
  permission: PermissionLevel;
  view_mode: ViewMode | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TagRecord {
  id: number;
  /** null: a common (tenant-wide) tag. */
  board_id: number | null;
  cuid: string;
  name: string;
  description: string | null;
  color: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ColumnRecord {
  id: number;
  /** The board version of its last write (CONTRACT 4b, If-Match); never written since the seed: 0. */
  version?: number;
  board_id: number;
  name: string;
  description: string | null;
  icon: string | null;
  color: string | null;
  order: number;
  sort_order: string | null;
  /** A soft limit on the column's cards (CONTRACT 4b): shown, never enforced. */
  wip_limit: number | null;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface CardRecord {
  id: number;
  /** The board version of its last write (CONTRACT 4b, If-Match); never written since the seed: 0. */
  version?: number;
  board_id: number;
  column_id: number;
  user_id: number | null;
  title: string;
  /** A serialized editor document (JSON string) or null. */
  content: string | null;
  type: CardType;
  status: CardStatus | null;
  icon: string | null;
  order: number;
  number: number;
  due_date: Timestamp | null;
  due_date_hash: string | null;
  pinned_at: Timestamp | null;
  completed_at: Timestamp | null;
  archived_at: Timestamp | null;
  deleted_at: Timestamp | null;
  checklist_id: number | null;
  card_recurrence_id: number | null;
  cover_color: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CardTagRecord {
  card_id: number;
  tag_id: number;
}

export interface CardAssigneeRecord {
  card_id: number;
  user_id: number;
}

export interface CommentRecord {
  id: number;
  card_id: number;
  user_id: number;
  /** A serialized editor document (data stored before comments were served: plain text). */
  body: string;
  created_at: Timestamp;
  /** The last edit of its content (its `updated_at`); absent in older data: never edited. */
  edited_at?: Timestamp | null;
  /** Soft delete; absent in older data: read as null. */
  deleted_at?: Timestamp | null;
}

/** The kinds the activity log records: the contract's, as the app reads them. */
export type CardActivityKind = ActivityKind;

/** One change of a card, as its activity log shows it (`data`: the from/to values). */
export interface CardActivityRecord {
  id: number;
  board_id: number;
  card_id: number;
  actor_id: number;
  kind: CardActivityKind;
  data: JsonObject;
  at: Timestamp;
}

export interface TimerRecord {
  id: number;
  card_id: number;
  user_id: number;
  started_at: Timestamp;
  stopped_at: Timestamp | null;
}

export interface ChecklistRecord {
  id: number;
  card_id: number;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChecklistItemRecord {
  id: number;
  /** The board version of its last write (CONTRACT 4b, If-Match); never written since the seed: 0. */
  version?: number;
  checklist_id: number;
  title: string;
  order: number;
  is_completed: boolean;
  completed_at: Timestamp | null;
  due_date: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChecklistItemAssigneeRecord {
  item_id: number;
  user_id: number;
}

export interface CustomFieldDefinitionRecord {
  id: number;
  /** null together with is_global: a tenant-wide definition. */
  board_id: number | null;
  cuid: string;
  name: string;
  type: CustomFieldType;
  description: string | null;
  config: JsonObject | null;
  order: number;
  is_required: boolean;
  is_active: boolean;
  is_global: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface CustomFieldValueRecord {
  card_id: number;
  definition_id: number;
  value: JsonValue;
}

export interface CardFileRecord {
  id: number;
  card_id: number;
  identifier: string;
  name: string;
  size_bytes: number;
  mime_type: string;
  drive_id: number | null;
  drive_node_id: number | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface TemplateChecklist {
  title: string;
  items: string[];
}

export interface CardTemplateRecord {
  id: number;
  /** null: visible on every board of the tenant. */
  board_id: number | null;
  cuid: string;
  name: string;
  title: string;
  content: string | null;
  tags_ids: number[];
  cover_color: string | null;
  checklists: TemplateChecklist[];
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RecurrenceRecord {
  id: number;
  board_id: number;
  card_id: number;
  frequency: 'daily' | 'weekly' | 'monthly';
  status: 'active' | 'stopped';
  stopped_at: Timestamp | null;
  created_at: Timestamp;
}

export interface NotificationPreferenceRecord {
  board_id: number;
  user_id: number;
  notification_mode: NotificationMode;
  is_notified_through_app: boolean;
  is_notified_through_email: boolean;
}

export interface NotificationRecord {
  id: number;
  user_id: number;
  kind: NotificationKind;
  board_id: number;
  card_id: number | null;
  /** The comment a mention came from; absent (read as null) in data stored before comments. */
  comment_id?: number | null;
  actor_id: number;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface EmailRecord {
  id: number;
  user_id: number;
  to: string;
  subject: string;
  kind: NotificationKind;
  board_id: number;
  card_id: number | null;
  created_at: Timestamp;
}

export interface DriveRecord {
  id: number;
  cuid: string;
  name: string;
}

export interface DriveNodeRecord {
  id: number;
  drive_id: number;
  parent_id: number | null;
  name: string;
  kind: 'folder' | 'file';
  mime_type: string | null;
  size_bytes: number | null;
  /** Stored text content of a file (exports land here). */
  content: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * The first answer to a POST sent with an `Idempotency-Key` (CONTRACT.md 4b), per user, key and
 * path; kept 24 hours and stored with the data, so a resend after a restart still finds it.
 */
export interface IdempotentAnswerRecord {
  user_id: number;
  key: string;
  path: string;
  status: number;
  body: unknown;
  created_at: Timestamp;
}

/** Tables whose rows carry an auto-increment `id`. */
export interface IdTables {
  users: UserRecord;
  boards: BoardRecord;
  tags: TagRecord;
  columns: ColumnRecord;
  cards: CardRecord;
  comments: CommentRecord;
  cardActivities: CardActivityRecord;
  timers: TimerRecord;
  checklists: ChecklistRecord;
  checklistItems: ChecklistItemRecord;
  customFieldDefinitions: CustomFieldDefinitionRecord;
  cardFiles: CardFileRecord;
  cardTemplates: CardTemplateRecord;
  recurrences: RecurrenceRecord;
  notifications: NotificationRecord;
  emails: EmailRecord;
  drives: DriveRecord;
  driveNodes: DriveNodeRecord;
  relations: RelationRecord;
}
export type IdTable = keyof IdTables;

/**
 * A relation between two cards (CONTRACT 4d), stored once for both sides. `blocks`: the first
 * card blocks the second; `duplicates`: the first is a duplicate of the second; `parent`: the
 * first is the parent of the second; `relates_to`: either way.
 */
export type RelationType = 'blocks' | 'duplicates' | 'parent' | 'relates_to';

export interface RelationRecord {
  id: number;
  type: RelationType;
  from_card_id: number;
  to_card_id: number;
  created_by: number;
  created_at: Timestamp;
}

export interface Db {
  version: 1;
  /** Last id handed out per table. */
  ids: Record<IdTable, number>;
  /** Last card number handed out per board id (numbers are never reused). */
  cardNumbers: Record<string, number>;
  tenants: TenantRecord[];
  members: MemberRecord[];
  cardTags: CardTagRecord[];
  cardAssignees: CardAssigneeRecord[];
  checklistItemAssignees: ChecklistItemAssigneeRecord[];
  customFieldValues: CustomFieldValueRecord[];
  notificationPreferences: NotificationPreferenceRecord[];
  users: UserRecord[];
  boards: BoardRecord[];
  tags: TagRecord[];
  columns: ColumnRecord[];
  cards: CardRecord[];
  comments: CommentRecord[];
  cardActivities: CardActivityRecord[];
  timers: TimerRecord[];
  checklists: ChecklistRecord[];
  checklistItems: ChecklistItemRecord[];
  customFieldDefinitions: CustomFieldDefinitionRecord[];
  cardFiles: CardFileRecord[];
  cardTemplates: CardTemplateRecord[];
  recurrences: RecurrenceRecord[];
  notifications: NotificationRecord[];
  emails: EmailRecord[];
  drives: DriveRecord[];
  driveNodes: DriveNodeRecord[];
  idempotentAnswers: IdempotentAnswerRecord[];
  relations: RelationRecord[];
  /** Each board's last committed writes, by board id (CONTRACT 4b: the event stream). */
  boardEvents?: Record<string, BoardEventRecord[]>;
}

export type BoardEventType =
  'card' | 'column' | 'checklist' | 'board' | 'member' | 'tag' | 'comment' | 'relation';
export type BoardEventKind = 'created' | 'updated' | 'moved' | 'deleted';

/** One committed write on a board, as the event stream sends it. */
export interface BoardEventRecord {
  /** Board-wide, increasing: the stream's event id. */
  version: number;
  event: BoardEventType;
  kind: BoardEventKind;
  ids: number[];
  actor_id: number;
  at: Timestamp;
  /** The card a checklist or comment event is about (an extension of CONTRACT 4b's data). */
  card_id?: number;
}
