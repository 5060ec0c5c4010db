/** Why a file cannot be imported; the page words each one (`problemMessage`). */
export type ImportProblem =
  | { kind: 'tooLarge'; bytes: number; limit: number }
  | { kind: 'notJson' }
  | { kind: 'wrongShape'; detail: string }
  | { kind: 'tooManyCards'; count: number; limit: number }
  | { kind: 'unknownFormat' }
  | { kind: 'encoding'; encoding: string }
  | { kind: 'csvBroken'; row: number; detail: string }
  | { kind: 'empty' };

export class ImportProblemError extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.kind);
  }
}

export const fail = (problem: ImportProblem): never => {
  throw new ImportProblemError(problem);
};

/** Files above this are refused before they are read: a board export is a few MB. */
export const MAX_FILE_BYTES = 30 * 1024 * 1024;
/** Imports above this are refused: they would take the server an hour and the board unusable. */
export const MAX_CARDS = 10_000;
