import type {
  ImportCard,
  ImportColumn,
  ImportComment,
  ImportField,
  ImportPerson,
  ImportTag,
} from '../model/import-model';

/** The `format` of a board exported from this app; `version` grows with incompatible changes. */
export const OWN_EXPORT_FORMAT = 'project-board.board-export';
export const OWN_EXPORT_VERSION = 1;

/** A comment as exported: its author, date and editor document (not Markdown). */
export interface OwnExportComment extends Omit<ImportComment, 'text'> {
  content: string | null;
}

export interface OwnExportCard extends Omit<ImportCard, 'comments'> {
  comments: OwnExportComment[];
}

/**
 * A board exported from this app ("Export board" on the import page): the import's own model,
 * keyed by the source board's ids, so that importing it back needs no mapping.
 */
export interface OwnExport {
  format: typeof OWN_EXPORT_FORMAT;
  version: typeof OWN_EXPORT_VERSION;
  exportedAt: string;
  board: { name: string; description: string | null };
  columns: ImportColumn[];
  tags: ImportTag[];
  fields: ImportField[];
  people: ImportPerson[];
  cards: OwnExportCard[];
  /** What the board has that the export does not carry, with counts (said again on import). */
  leftOut: { what: string; count: number }[];
}
