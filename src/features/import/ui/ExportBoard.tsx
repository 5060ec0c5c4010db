import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearch } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { Button } from '@/components/Button';
import { t } from '@/lib/i18n/translate';
import { exportBoard, exportFile, type ExportProgress } from '../own/export-board';
import { saveText } from '@/lib/save-file';
import styles from './ImportPage.module.css';

type State =
  | { status: 'idle' }
  | { status: 'reading'; progress: ExportProgress | null }
  | { status: 'saved'; name: string; cards: number }
  | { status: 'failed'; reason: string };

/**
 * "Export board": a board the caller can see, read whole and saved as our own JSON export,
 * which the import above takes back (into a new board, or another server).
 */
export function ExportBoard() {
  const id = useId();
  const client = useApiClient();
  // Opened from a board's settings (`?into=`): that board.
  const preselected = Number(new URLSearchParams(useSearch()).get('into')) || null;
  const boards = useQuery(boardQueries.list(client));
  const [boardId, setBoardId] = useState<number | null>(preselected);
  const [state, setState] = useState<State>({ status: 'idle' });

  async function run(board: number) {
    setState({ status: 'reading', progress: null });
    try {
      const data = await exportBoard(client, board, {
        onProgress: (progress) => setState({ status: 'reading', progress }),
      });
      const file = exportFile(data);
      saveText(file.name, file.text, 'application/json');
      setState({ status: 'saved', name: file.name, cards: data.cards.length });
    } catch (error) {
      setState({
        status: 'failed',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.export.title', 'Export a board')}</h2>
      <p>
        {t(
          'import.export.body',
          'Saves a board as a JSON file: columns, cards, tags, checklists, assignees, due dates, custom fields, comments and the relations between its cards. Import it here to copy the board, or on another server.',
        )}
      </p>
      <label className={styles.selectLabel}>
        {t('import.export.board', 'Board to export')}
        <select
          value={boardId ?? ''}
          onChange={(event) => setBoardId(Number(event.target.value) || null)}
        >
          <option value="">{t('import.target.pick', 'Choose a board')}</option>
          {(boards.data ?? []).map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        disabled={boardId === null || state.status === 'reading'}
        onClick={() => {
          if (boardId !== null) void run(boardId);
        }}
      >
        {t('import.export.start', 'Export board')}
      </Button>
      {state.status === 'reading' ? (
        <p role="status">
          {state.progress
            ? t('import.export.reading', 'Reading the board: {done} of {total} cards…', {
                done: state.progress.done,
                total: state.progress.total,
              })
            : t('import.export.readingBoard', 'Reading the board…')}
        </p>
      ) : state.status === 'saved' ? (
        <p role="status">
          {t('import.export.saved', 'Saved {file} with {cards} cards.', {
            file: state.name,
            cards: state.cards,
          })}
        </p>
      ) : state.status === 'failed' ? (
        <p role="alert" className={styles.problem}>
          {t('import.export.failed', 'The board could not be exported: {reason}', {
            reason: state.reason,
          })}
        </p>
      ) : null}
    </section>
  );
}
