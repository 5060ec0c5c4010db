/** Records of the extension endpoints (CONTRACT.md section 4). */
import { NOTIFICATION_KINDS } from '@/domain/enums';
import { cardShape, completeCard } from './card';
import { boardShape } from './board';
import { checklistSchema } from './checklist';
import { cardFileSchema } from './file';
import { userSummaryShape, userSummarySchema } from './member';
import { permissionsSchema } from './permissions';
import {
  enumValue,
  idList,
  idSchema,
  lenientArray,
  nullableEnum,
  nullableId,
  nullableInt,
  nullableRecord,
  nullableText,
  text,
  timestamp,
} from './primitives';
import { map, object } from './shape';
import { tagSchema } from './tag';
import { isPlainObject } from '@/lib/json';

/** `GET /me`: the caller. */
export const meSchema = object({
  ...userSummaryShape,
  username: text(),
  cuid: text(),
});

/** `GET /boards`: board fields plus the caller's abilities on each. */
export const boardSummarySchema = object({ ...boardShape, permissions: permissionsSchema });

/** `GET /boards/{board}/cards/{card}`: a card with its relations. */
export const cardDetailSchema = map(
  object({
    ...cardShape,
    checklists: lenientArray(checklistSchema),
    files: lenientArray(cardFileSchema),
    tags: lenientArray(tagSchema),
    assignees: lenientArray(userSummarySchema),
  }),
  completeCard,
);

/** Template checklist items are titles; `{title}` objects are read as their title. */
function toTemplateItems(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const title = isPlainObject(item) ? item['title'] : item;
    return typeof title === 'string' ? [title] : [];
  });
}

const templateChecklistSchema = object({ title: text(), items: toTemplateItems });

/** `GET /boards/{board}/card-templates` (and search with the CardTemplate target). */
export const cardTemplateSchema = object({
  id: idSchema,
  /** null: visible on every board of the tenant. */
  board_id: nullableId(),
  name: text(),
  title: text(),
  content: nullableText(),
  tags_ids: idList(),
  cover_color: nullableText(),
  checklists: lenientArray(templateChecklistSchema),
});

/** `GET /notifications`: the caller's in-app inbox, newest first. */
export const notificationSchema = object({
  id: idSchema,
  kind: enumValue(NOTIFICATION_KINDS, 'board_updated'),
  board_id: nullableId(),
  card_id: nullableId(),
  /** The comment a mention was made in (CONTRACT 4b); null for other kinds. */
  comment_id: nullableId(),
  actor: nullableRecord(userSummarySchema),
  created_at: timestamp(),
  read_at: timestamp(),
});

export const DRIVE_NODE_KINDS = ['folder', 'file'] as const;

/** `GET /drive/nodes?parent_id=`: folders and files of the demo drive. */
export const driveNodeSchema = object({
  id: idSchema,
  drive_id: nullableId(),
  parent_id: nullableId(),
  name: text(),
  kind: nullableEnum(DRIVE_NODE_KINDS),
  mime_type: nullableText(),
  size_bytes: nullableInt(),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** `POST /boards/{board}/export/drive`: the created drive file's metadata. */
export const exportedDriveFileSchema = object({
  id: idSchema,
  name: text(),
  mime_type: nullableText(),
  size_bytes: nullableInt(),
  node_id: nullableId(),
  drive_id: nullableId(),
  download_url: nullableText(),
});
