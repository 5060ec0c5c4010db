import { CARD_STATUSES, NEW_CARD_STATUS, type CardStatus } from '@/domain/enums';
import { CARD_COVER_COLORS, type CardCoverColor } from '@/domain/palettes';
import { clearDraft, readDraft, writeDraft, type DraftKey } from '../draft-storage';

/** The "New card" fields besides the description, as the form holds them. */
export interface NewCardFields {
  title: string;
  status: CardStatus | '';
  /** `datetime-local` text. */
  due: string;
  cover: CardCoverColor | '';
  icon: string;
  /** Position in the column as typed ('' = the end). */
  order: string;
  templateId: number | null;
}

export const EMPTY_NEW_CARD: NewCardFields = {
  title: '',
  status: NEW_CARD_STATUS,
  due: '',
  cover: '',
  icon: '',
  order: '',
  templateId: null,
};

/**
 * The kept fields of a new card (per user and board), read leniently: a missing, malformed or
 * unknown value falls back to the empty form's, never an error. The column is not kept: the
 * dialog opens for the column it was asked from.
 */
export function readNewCardFields(key: DraftKey): NewCardFields {
  const stored = parseObject(readDraft(key, 'fields'));
  const text = (name: keyof NewCardFields, fallback: string) => {
    const value = stored[name];
    return typeof value === 'string' ? value : fallback;
  };
  const status = stored['status'];
  const cover = stored['cover'];
  const templateId = stored['templateId'];
  return {
    title: text('title', EMPTY_NEW_CARD.title),
    status: status === '' || isOneOf(CARD_STATUSES, status) ? status : EMPTY_NEW_CARD.status,
    due: text('due', EMPTY_NEW_CARD.due),
    cover: cover === '' || isOneOf(CARD_COVER_COLORS, cover) ? cover : EMPTY_NEW_CARD.cover,
    icon: text('icon', EMPTY_NEW_CARD.icon),
    order: text('order', EMPTY_NEW_CARD.order),
    templateId: typeof templateId === 'number' && Number.isInteger(templateId) ? templateId : null,
  };
}

/** Keeps the fields; the empty form removes the entry instead. */
export function writeNewCardFields(key: DraftKey, fields: NewCardFields): void {
  if (isEmptyNewCard(fields)) clearDraft(key, 'fields');
  else writeDraft(key, JSON.stringify(fields), 'fields');
}

export function isEmptyNewCard(fields: NewCardFields): boolean {
  return (Object.keys(EMPTY_NEW_CARD) as (keyof NewCardFields)[]).every(
    (name) => fields[name] === EMPTY_NEW_CARD[name],
  );
}

function parseObject(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function isOneOf<T extends string>(known: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (known as readonly string[]).includes(value);
}
