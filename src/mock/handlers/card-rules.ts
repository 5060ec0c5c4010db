import { isValidEditorDocument } from '@/domain/editor-document';
import { CARD_COVER_COLORS } from '@/domain/palettes';
import { LIMITS } from '@/domain/limits';
import { v } from '../http/validate';

/** Body rules shared by card create and update. */

export const contentField = () =>
  v
    .string()
    .nullable()
    .check((value) =>
      isValidEditorDocument(value) ? null : 'The :attribute field must be a valid editor document.',
    );

export const coverColorField = () =>
  v
    .string()
    .nullable()
    .check((value) =>
      (CARD_COVER_COLORS as readonly string[]).includes(value.toLowerCase())
        ? null
        : 'The selected :attribute is invalid.',
    );

export const titleField = () => v.string().max(LIMITS.cardTitle.max);

export const iconField = () => v.string().nullable().max(255);
