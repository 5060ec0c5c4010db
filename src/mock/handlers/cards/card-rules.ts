import {
  editorDocumentProblem,
  MAX_DOCUMENT_DEPTH,
  MAX_DOCUMENT_LENGTH,
  type DocumentProblem,
} from '@/domain/editor-document';
import { CARD_COVER_COLORS } from '@/domain/palettes';
import { LIMITS } from '@/domain/limits';
import { v } from '../../http/validate';

/** Body rules shared by card create and update. */

const CONTENT_MESSAGES: Record<DocumentProblem, string> = {
  too_long: `The :attribute field must not be longer than ${MAX_DOCUMENT_LENGTH} characters.`,
  too_deep: `The :attribute field must not be nested deeper than ${MAX_DOCUMENT_DEPTH} levels.`,
  invalid: 'The :attribute field must be a valid editor document.',
};

/** Editor JSON (card content, and any other editor field): valid, at most 100 levels and 100,000 characters. */
export const contentField = () =>
  v
    .string()
    .nullable()
    .check((value) => {
      const problem = editorDocumentProblem(value);
      return problem === null ? null : CONTENT_MESSAGES[problem];
    });

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
