/**
 * The clean shapes the app works with, as produced by the schemas in `./schemas`. Ids are
 * numbers, flags are booleans, maps keyed by id are `Record<number, T>` (plain objects, so the
 * query cache can share structure between refetches), timestamps are ISO strings, and enum-like
 * values are `Lenient<Known>`: a known value or an `UnknownValue` kept for display.
 */
import type { z } from 'zod';
import type { boardAttributesSchema, boardSchema } from './schemas/board';
import type { boardSearchResultSchema, boardWorkingSetSchema } from './schemas/board-payload';
import type {
  batchCardInfoSchema,
  cardCountersSchema,
  cardSchema,
  partialCardSchema,
} from './schemas/card';
import type {
  checklistAssigneeSchema,
  checklistItemSchema,
  checklistSchema,
} from './schemas/checklist';
import type { columnSchema } from './schemas/column';
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
import type { memberPivotSchema, memberSchema, userSummarySchema } from './schemas/member';
import type { boardPreferencesSchema, notificationPreferencesSchema } from './schemas/preferences';
import type { tagSchema } from './schemas/tag';

export type { Lenient, UnknownValue } from './schemas/primitives';
export type { BoardPermissions } from './schemas/permissions';
export type { CustomFieldConfig } from './schemas/custom-field';
export type { SelectOption } from '@/domain/custom-fields';
export type { DriveNodeKind } from './schemas/extensions';
export type { JsonValue } from '@/lib/json';

export type Board = z.output<typeof boardSchema>;
export type BoardAttributes = z.output<typeof boardAttributesSchema>;
export type BoardWorkingSet = z.output<typeof boardWorkingSetSchema>;
export type BoardSearchResult = z.output<typeof boardSearchResultSchema>;
export type BoardPreferences = z.output<typeof boardPreferencesSchema>;
export type BoardSummary = z.output<typeof boardSummarySchema>;

export type Member = z.output<typeof memberSchema>;
export type MemberPivot = z.output<typeof memberPivotSchema>;
/** id, uuid, name, email, avatar_url: mentionables, tenant users, assignees, actors. */
export type UserSummary = z.output<typeof userSummarySchema>;
export type Me = z.output<typeof meSchema>;

export type Tag = z.output<typeof tagSchema>;
export type Column = z.output<typeof columnSchema>;

export type Card = z.output<typeof cardSchema>;
export type CardDetail = z.output<typeof cardDetailSchema>;
export type CardCounters = z.output<typeof cardCountersSchema>;
export type PartialCard = z.output<typeof partialCardSchema>;
export type BatchCardInfo = z.output<typeof batchCardInfoSchema>;
export type CardFile = z.output<typeof cardFileSchema>;
export type CardTemplate = z.output<typeof cardTemplateSchema>;

export type Checklist = z.output<typeof checklistSchema>;
export type ChecklistItem = z.output<typeof checklistItemSchema>;
export type ChecklistAssignee = z.output<typeof checklistAssigneeSchema>;

export type CustomFieldDefinition = z.output<typeof customFieldDefinitionSchema>;
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;
export type Notification = z.output<typeof notificationSchema>;
export type DriveNode = z.output<typeof driveNodeSchema>;
export type ExportedDriveFile = z.output<typeof exportedDriveFileSchema>;
