/**
 * The clean shapes the app works with, as produced by the schemas in `./schemas`. Ids are
 * numbers, flags are booleans, maps keyed by id are `Record<number, T>` (plain objects, so the
 * query cache can share structure between refetches), timestamps are ISO strings, and enum-like
 * values are `Lenient<Known>`: a known value or an `UnknownValue` kept for display.
 */
import type { boardAttributesSchema, boardSchema } from './schemas/board';
import type { boardSearchResultSchema, boardWorkingSetSchema } from './schemas/board-payload';
import type { cardCountersSchema, cardSchema, partialCardSchema } from './schemas/card';
import type {
  checklistItemSchema,
  datedChecklistItemSchema,
  checklistSchema,
} from './schemas/checklist';
import type { columnSchema } from './schemas/column';
import type {
  activitySchema,
  boardActivityPageSchema,
  commentAuthorSchema,
  commentSchema,
} from './schemas/comment';
import type { customFieldDefinitionSchema } from './schemas/custom-field';
import type {
  boardSummarySchema,
  cardDetailSchema,
  cardTemplateSchema,
  driveNodeSchema,
  exportedDriveFileSchema,
  meSchema,
  notificationSchema,
} from './schemas/extensions';
import type { cardFileSchema } from './schemas/file';
import type { memberSchema, userSummarySchema } from './schemas/member';
import type { boardPreferencesSchema, notificationPreferencesSchema } from './schemas/preferences';
import type { Infer } from './schemas/shape';
import type { tagSchema } from './schemas/tag';

export type { Lenient, UnknownValue } from './schemas/primitives';
export type { BoardPermissions } from './schemas/permissions';
export type { CustomFieldConfig } from './schemas/custom-field';
export type { SelectOption } from '@/domain/custom-fields';
export type { JsonValue } from '@/lib/json';

export type Board = Infer<typeof boardSchema>;
export type BoardAttributes = Infer<typeof boardAttributesSchema>;
export type BoardWorkingSet = Infer<typeof boardWorkingSetSchema>;
export type BoardSearchResult = Infer<typeof boardSearchResultSchema>;
export type BoardPreferences = Infer<typeof boardPreferencesSchema>;
export type BoardSummary = Infer<typeof boardSummarySchema>;

export type Member = Infer<typeof memberSchema>;
/** id, uuid, name, email, avatar_url: mentionables, tenant users, assignees, actors. */
export type UserSummary = Infer<typeof userSummarySchema>;
export type Me = Infer<typeof meSchema>;

export type Tag = Infer<typeof tagSchema>;
export type Column = Infer<typeof columnSchema>;

export type Card = Infer<typeof cardSchema>;
export type CardDetail = Infer<typeof cardDetailSchema>;
export type CardCounters = Infer<typeof cardCountersSchema>;
export type PartialCard = Infer<typeof partialCardSchema>;
export type CardFile = Infer<typeof cardFileSchema>;
export type CardTemplate = Infer<typeof cardTemplateSchema>;

export type Checklist = Infer<typeof checklistSchema>;
export type ChecklistItem = Infer<typeof checklistItemSchema>;
export type DatedChecklistItem = Infer<typeof datedChecklistItemSchema>;

export type CustomFieldDefinition = Infer<typeof customFieldDefinitionSchema>;
export type NotificationPreferences = Infer<typeof notificationPreferencesSchema>;
export type Notification = Infer<typeof notificationSchema>;
export type CardComment = Infer<typeof commentSchema>;
export type CommentAuthor = Infer<typeof commentAuthorSchema>;
export type CardActivity = Infer<typeof activitySchema>;
export type BoardActivityPage = Infer<typeof boardActivityPageSchema>;
export type DriveNode = Infer<typeof driveNodeSchema>;
export type ExportedDriveFile = Infer<typeof exportedDriveFileSchema>;
