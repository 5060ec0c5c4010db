import { t } from '@/lib/i18n/translate';
import type { ImportProblem } from '../model/problems';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** A file problem in words: what is wrong and what to do. */
export function problemMessage(problem: ImportProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return t(
        'import.problem.tooLarge',
        'The file is {size} MB; at most {limit} MB can be imported. Export a smaller board, or split it.',
        {
          size: megabytes(problem.bytes),
          limit: megabytes(problem.limit),
        },
      );
    case 'notJson':
      return t(
        'import.problem.notJson',
        'The file is not valid JSON: it may be cut short or not an export at all. Export the board again.',
      );
    case 'wrongShape':
      return t(
        'import.problem.wrongShape',
        'This JSON is not a board export we know ({detail}). Choose a Trello board export or a board exported from this app.',
        {
          detail: problem.detail,
        },
      );
    case 'tooManyCards':
      return t(
        'import.problem.tooManyCards',
        'The file holds {count} cards; at most {limit} can be imported at once. Archive or split the board first.',
        {
          count: problem.count,
          limit: problem.limit,
        },
      );
    case 'unknownFormat':
      return t(
        'import.problem.unknownFormat',
        'This is neither JSON nor CSV. Choose a Trello export (.json), a CSV file, or a board exported from this app.',
      );
    case 'encoding':
      return t(
        'import.problem.encoding',
        'The file is not text ({encoding}). Save it as UTF-8 text and try again.',
        {
          encoding: problem.encoding,
        },
      );
    case 'csvBroken':
      return t(
        'import.problem.csvBroken',
        'The CSV is broken near row {row} ({detail}): a quote may be left open. Fix it in the spreadsheet and export again.',
        {
          row: problem.row,
          detail: problem.detail,
        },
      );
    case 'empty':
      return t('import.problem.empty', 'The file is empty.');
  }
}
