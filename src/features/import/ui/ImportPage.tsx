import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { accountQueries } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import { t, tn } from '@/lib/i18n/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';
import type { ImportModel } from '../model/import-model';
import { parseInWorker } from '../parse/parse-in-worker';
import type { ParsedFile } from '../parse/parse-file';
import { planImport } from '../plan/plan-import';
import type { ImportTarget } from '../plan/target';
import { tenantPeople } from '../plan/tenant-people';
import { ChooseFile } from './ChooseFile';
import { CsvMappingStep } from './CsvMappingStep';
import { existingTarget } from './existing-target';
import { ExportBoard } from './ExportBoard';
import { PreviewView } from './PreviewView';
import { problemMessage } from './problem-message';
import { ProgressView } from './ProgressView';
import { useImportRunner } from './use-import-runner';
import styles from './ImportPage.module.css';

type Chosen = { fileName: string; parsed: ParsedFile } | null;

const ENCODING_NAMES: Record<string, string> = {
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Latin-1 (Windows-1252)',
};

/** Import a Trello export, a CSV or our own export (choose, preview, write, resumably); export a board. */
export default function ImportPage() {
  useDocumentTitle(t('import.title', 'Import a board'));
  const client = useApiClient();
  const me = useQuery(accountQueries.me(client));
  const runner = useImportRunner(client, me.data?.id ?? null);
  const [chosen, setChosen] = useState<Chosen>(null);
  const [reading, setReading] = useState(false);
  const view = runner.view;

  async function read(file: File) {
    setReading(true);
    setChosen(null);
    try {
      setChosen({ fileName: file.name, parsed: await parseInWorker(file) });
    } finally {
      setReading(false);
    }
  }

  return (
    <div className={styles.page}>
      <Link href={paths.boards.href()}>← {t('import.back', 'Your boards')}</Link>
      <h1>{t('import.title', 'Import a board')}</h1>
      {view.status === 'running' ? (
        <ProgressView progress={view.progress} resumed={view.resumed} onCancel={runner.cancel} />
      ) : view.status === 'elsewhere' ? (
        <p role="status">
          {t(
            'import.elsewhere',
            'The import of {file} is running in another tab of this browser.',
            {
              file: view.job.fileName,
            },
          )}
        </p>
      ) : view.status === 'paused' ? (
        <section className={styles.section}>
          <h2>{t('import.paused.title', 'The import is paused')}</h2>
          <p role="alert">
            {t(
              'import.paused.body',
              '{cards} of {total} cards are in. The server did not take the rest yet ({reason}).',
              {
                cards: view.progress?.cardsDone ?? 0,
                total: view.job.preview.counts.cards,
                reason: view.reason,
              },
            )}
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void runner.resume(view.job)}>
              {t('import.paused.resume', 'Continue the import')}
            </Button>
            <Button onClick={() => void runner.discard(view.job)}>
              {t('import.progress.cancel', 'Cancel the import')}
            </Button>
          </div>
        </section>
      ) : view.status === 'done' || view.status === 'cancelled' ? (
        <ImportOutcome view={view} />
      ) : (
        <>
          <ChooseFile busy={reading} onFile={(file) => void read(file)} />
          {chosen && !chosen.parsed.ok ? (
            <p role="alert" className={styles.problem}>
              {problemMessage(chosen.parsed.problem)}
            </p>
          ) : null}
          {chosen?.parsed.ok && me.data ? (
            <>
              {ENCODING_NAMES[chosen.parsed.encoding] ? (
                <p role="status">
                  {t(
                    'import.encoding',
                    'The file was not UTF-8: it was read as {encoding}. Check the accents in the preview.',
                    {
                      encoding: ENCODING_NAMES[chosen.parsed.encoding] ?? '',
                    },
                  )}
                </p>
              ) : null}
              {chosen.parsed.kind === 'table' ? (
                <CsvMappingStep table={chosen.parsed.table} fileName={chosen.fileName}>
                  {(model) => (
                    <PlanStep
                      model={model}
                      fileName={chosen.fileName}
                      callerId={me.data.id}
                      onStart={(job) => void runner.start(job)}
                    />
                  )}
                </CsvMappingStep>
              ) : (
                <PlanStep
                  key={chosen.fileName}
                  model={chosen.parsed.model}
                  fileName={chosen.fileName}
                  callerId={me.data.id}
                  onStart={(job) => void runner.start(job)}
                />
              )}
            </>
          ) : null}
          <ExportBoard />
        </>
      )}
    </div>
  );
}

interface PlanStepProps {
  model: ImportModel;
  fileName: string;
  callerId: number;
  onStart: (job: Parameters<ReturnType<typeof useImportRunner>['start']>[0]) => void;
}

/** Where it goes (a new board by default, or one the caller may edit), and the preview. */
function PlanStep({ model, fileName, callerId, onStart }: PlanStepProps) {
  const client = useApiClient();
  const search = useSearch();
  const preselected = Number(new URLSearchParams(search).get('into')) || null;
  const [into, setInto] = useState<'new' | 'existing'>(preselected ? 'existing' : 'new');
  const [name, setName] = useState(model.boardName);
  const [boardId, setBoardId] = useState<number | null>(preselected);
  const boards = useQuery(boardQueries.list(client));
  const users = useQuery({
    queryKey: ['import', 'tenant-people', model.people.map((p) => [p.name, p.username])],
    queryFn: ({ signal }) => tenantPeople(client, model.people, signal),
    enabled: into === 'new',
  });
  const existing = useQuery({
    ...boardQueries.detail(client, boardId ?? 0),
    enabled: into === 'existing' && boardId !== null,
  });
  const editable = (boards.data ?? []).filter((b) => b.permissions.edit);

  const plan = useMemo(() => {
    if (into === 'new') {
      if (name.trim() === '' || !users.data) return null;
      const target: ImportTarget = { kind: 'new', name: name.trim(), callerId };
      return planImport(model, target, users.data);
    }
    if (!existing.data) return null;
    const { board, people } = existingTarget(existing.data);
    return planImport(model, { kind: 'existing', board }, people);
  }, [into, name, users.data, existing.data, model, callerId]);

  return (
    <>
      <section className={styles.section} aria-labelledby="import-target-title">
        <h2 id="import-target-title">{t('import.target.title', 'Where it goes')}</h2>
        <fieldset className={styles.targets}>
          <legend className={styles.legend}>{t('import.target.legend', 'Import into')}</legend>
          <label>
            <input
              type="radio"
              name="into"
              checked={into === 'new'}
              onChange={() => setInto('new')}
            />{' '}
            {t('import.target.new', 'A new board')}
          </label>
          <label>
            <input
              type="radio"
              name="into"
              checked={into === 'existing'}
              onChange={() => setInto('existing')}
            />{' '}
            {t(
              'import.target.existing',
              'A board I can edit (columns, tags and fields matched by name)',
            )}
          </label>
        </fieldset>
        {into === 'new' ? (
          <TextField
            label={t('import.target.name', 'Name of the new board')}
            value={name}
            maxLength={LIMITS.boardName.max}
            onChange={(event) => setName(event.target.value)}
            error={
              name.trim() === '' ? t('boards.new.nameMissing', 'Give the board a name.') : null
            }
          />
        ) : (
          <label className={styles.selectLabel}>
            {t('import.target.board', 'Board')}
            <select
              value={boardId ?? ''}
              onChange={(event) => setBoardId(Number(event.target.value) || null)}
            >
              <option value="">{t('import.target.pick', 'Choose a board')}</option>
              {editable.map((board) => (
                <option key={board.id} value={board.id}>
                  {board.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </section>
      {plan ? (
        <PreviewView
          preview={plan.preview}
          busy={false}
          onImport={() =>
            onStart({
              id: crypto.randomUUID(),
              owner: { baseUrl: client.baseUrl, userId: callerId },
              createdAt: new Date().toISOString(),
              fileName,
              intoBoardId: into === 'existing' ? boardId : null,
              preview: plan.preview,
              steps: plan.steps,
            })
          }
        />
      ) : null}
    </>
  );
}

function ImportOutcome({
  view,
}: {
  view: Extract<ReturnType<typeof useImportRunner>['view'], { status: 'done' | 'cancelled' }>;
}) {
  const boardId = view.state.boardId ?? view.job.intoBoardId;
  const failed = Object.entries(view.state.failed);
  const cards = view.job.steps.filter(
    (s) => s.action.kind === 'card' && s.key in view.state.results,
  ).length;
  return (
    <section className={styles.section} aria-labelledby="import-outcome-title">
      <h2 id="import-outcome-title">
        {view.status === 'done'
          ? t('import.done.title', 'Import finished')
          : t('import.cancelled.title', 'Import cancelled')}
      </h2>
      <p role="status">
        {view.status === 'done'
          ? tn('import.done.body', cards, {
              one: '1 card is on the board.',
              other: '{count} cards are on the board.',
            })
          : t(
              'import.cancelled.body',
              '{cards} of {total} cards are on the board and stay there. Nothing more will be written.',
              {
                cards: view.cardsDone,
                total: view.job.preview.counts.cards,
              },
            )}
      </p>
      {failed.length > 0 ? (
        <>
          <p role="alert">
            {tn('import.done.failed', failed.length, {
              one: '1 write was refused by the server:',
              other: '{count} writes were refused by the server:',
            })}
          </p>
          <ul className={styles.failures}>
            {failed.slice(0, 50).map(([key, why]) => (
              <li key={key}>
                <code>{key}</code>: {why}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {boardId ? (
        <Link href={paths.board.href(boardId)} className={styles.open}>
          {t('import.done.open', 'Open the board')}
        </Link>
      ) : null}
    </section>
  );
}
