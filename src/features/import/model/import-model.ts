/**
 * What an import brings in, whatever it came from (Trello, CSV, our own export): plain data,
 * structured-clonable, so the worker that parses a file can hand it to the page. Keys are the
 * source's own ids (or row numbers); they tie cards to columns, tags and fields.
 */
export type ImportSource = 'trello' | 'csv' | 'own';

export interface ImportColumn {
  key: string;
  name: string;
  archived: boolean;
}

export interface ImportTag {
  key: string;
  name: string;
  color: string;
}

export type ImportFieldType = 'text' | 'number' | 'select' | 'checkbox' | 'date';

export interface ImportField {
  key: string;
  name: string;
  type: ImportFieldType;
  /** select only: option labels with their colours, keyed by the source's option id. */
  options: { key: string; label: string; color: string }[];
}

/** A person named in the source; matched to the board's people before anything is written. */
export interface ImportPerson {
  key: string;
  name: string;
  username: string | null;
}

export interface ImportChecklistItem {
  title: string;
  done: boolean;
  due: string | null;
  personKey: string | null;
}

export interface ImportChecklist {
  title: string;
  items: ImportChecklistItem[];
}

export interface ImportComment {
  author: string;
  at: string;
  /** Markdown (Trello, CSV). */
  text: string;
  /** Our own export: the comment's serialized editor document, used instead of `text`. */
  content?: string | null;
}

/**
 * A relation of the card to another card of the same import, as the card sees it (CONTRACT 4d):
 * `parent` (the other is its parent), `blocks` (it blocks the other), `relates_to`, `duplicates`.
 */
export interface ImportRelation {
  kind: 'parent' | 'blocks' | 'relates_to' | 'duplicates';
  cardKey: string;
}

/** A custom field value in the field's type: text, number, option key, boolean or ISO date. */
export type ImportFieldValue = string | number | boolean;

export interface ImportCard {
  key: string;
  columnKey: string;
  title: string;
  /** A serialized editor document (CONTRACT 3), or null. */
  content: string | null;
  due: string | null;
  completed: boolean;
  archived: boolean;
  tagKeys: string[];
  personKeys: string[];
  checklists: ImportChecklist[];
  comments: ImportComment[];
  fieldValues: Record<string, ImportFieldValue>;
  /** Absent: none (Trello has no relations). */
  relations?: ImportRelation[];
}

export interface ImportModel {
  source: ImportSource;
  boardName: string;
  boardDescription: string | null;
  columns: ImportColumn[];
  tags: ImportTag[];
  fields: ImportField[];
  people: ImportPerson[];
  /** In board order: by column, then by position within it. */
  cards: ImportCard[];
  /** What the source holds that the import does not bring, in words, with counts. */
  leftOut: LeftOut[];
}

export interface LeftOut {
  /** A message id for `t()` and its English, with `{count}`. */
  what:
    | 'closedLists'
    | 'cardsOfClosedLists'
    | 'stickers'
    | 'votes'
    | 'uploads'
    | 'fieldTypes'
    | 'looks'
    | 'files'
    | 'outsideRelations'
    | 'other';
  count: number;
  detail?: string;
}
