import type { ImportFieldType, ImportFieldValue } from '../model/import-model';

/**
 * One planned write of an import. Steps name the records they need by a `Ref`: an earlier
 * step's result, or a record the board already has. Steps are plain data: the job keeps them
 * in IndexedDB and a reloaded page sends the ones not done with the same Idempotency-Key.
 */
export type Ref = { step: string } | { id: number; options?: Record<string, string> };

/** What a done step gave: the created record's id (and a select field's option ids by label). */
export interface StepResult {
  id: number;
  options?: Record<string, string>;
}

export interface FieldValueRef {
  field: Ref;
  type: ImportFieldType;
  value: ImportFieldValue;
  /** select: the option's label (its id is the field's `options[label]`). */
  optionLabel?: string;
}

export type StepAction =
  | { kind: 'board'; name: string; description: string | null }
  | { kind: 'members'; board: Ref; members: { id: number; permission: 'manage' | 'edit' }[] }
  | { kind: 'column'; board: Ref; name: string }
  | { kind: 'archiveColumn'; board: Ref; column: Ref }
  | { kind: 'tag'; board: Ref; name: string; color: string }
  | {
      kind: 'field';
      board: Ref;
      name: string;
      type: ImportFieldType;
      options: { label: string; color: string }[];
    }
  | {
      kind: 'card';
      board: Ref;
      column: Ref;
      title: string;
      content: string | null;
      due: string | null;
      archived: boolean;
    }
  | {
      kind: 'cardDetails';
      board: Ref;
      card: Ref;
      completed: boolean;
      tags: Ref[];
      fields: FieldValueRef[];
    }
  | { kind: 'assign'; board: Ref; card: Ref; userIds: number[] }
  | { kind: 'checklist'; board: Ref; card: Ref; title: string }
  | {
      kind: 'item';
      board: Ref;
      card: Ref;
      checklist: Ref;
      title: string;
      due: string | null;
      userId: number | null;
    }
  | { kind: 'tick'; board: Ref; card: Ref; checklist: Ref; item: Ref }
  | { kind: 'comment'; board: Ref; card: Ref; content: string }
  | {
      kind: 'relation';
      board: Ref;
      card: Ref;
      other: Ref;
      relation: 'parent' | 'blocks' | 'relates_to' | 'duplicates';
    };

export interface Step {
  /** Unique in the job; part of the Idempotency-Key. */
  key: string;
  /** Steps of one phase start when the phase before is done. */
  phase: 0 | 1 | 2;
  /** Steps of one lane run one after another, in order; lanes of a phase run side by side. */
  lane: string;
  action: StepAction;
}
