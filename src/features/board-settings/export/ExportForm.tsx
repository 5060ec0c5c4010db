import { useState, type FormEvent } from 'react';
import { fieldError, isApiError } from '@/api/http/errors';
import { useExportToDrive } from '@/sync/writes/boards.write';
import type { DriveNode, ExportedDriveFile } from '@/api/types';
import { Button } from '@/components/Button';
import { EXPORT_FORMATS, type ExportFormat } from '@/domain/enums';
import { ActionError } from '../shared/ActionError';
import { actionErrorMessage, isRetryable } from '../shared/action-error';
import styles from '../shared/Settings.module.css';
import { DriveFolderPicker } from './DriveFolderPicker';
import { ALL_EXPORT_FIELDS, orderedFields, type ExportFieldName } from './export-fields';
import { ExportFieldsPicker } from './ExportFieldsPicker';
import { ExportResult, sizeOf } from './ExportResult';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t } from '@/lib/i18n/translate';

const FORMAT_LABELS: Record<ExportFormat, () => string> = {
  csv: () => t('settings.export.csv', 'CSV (a spreadsheet)'),
  json: () => t('settings.export.json', 'JSON (for programs)'),
};

/** Format, fields and target folder; then the created file. */
export function ExportForm({ boardId }: { boardId: number }) {
  const exporting = useExportToDrive({ scope: boardWriteScope(boardId) });
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [fields, setFields] = useState<Set<ExportFieldName>>(() => new Set(ALL_EXPORT_FIELDS));
  const [path, setPath] = useState<DriveNode[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ file: ExportedDriveFile; folder: string } | null>(null);
  const folder = path.at(-1) ?? null;
  const error = exporting.error;
  const fieldsError =
    (submitted && fields.size === 0
      ? t('settings.export.noFields', 'Choose at least one field.')
      : undefined) ?? fieldError(error, 'fields');
  const folderError =
    (submitted && !folder
      ? t('settings.export.noFolder', 'Open the folder to export into.')
      : undefined) ??
    fieldError(error, 'node.id') ??
    fieldError(error, 'node.drive_id');
  const shownKeys = isApiError(error)
    ? Object.keys(error.fieldErrors).filter((key) => /^(fields|node\.id|node\.drive_id)$/.test(key))
    : [];

  function send(): void {
    setSubmitted(true);
    if (fields.size === 0 || !folder || folder.drive_id == null) return;
    const target = folder;
    exporting.mutate(
      {
        boardId,
        input: {
          format,
          fields: orderedFields(fields),
          node: { id: target.id, drive_id: folder.drive_id },
        },
      },
      { onSuccess: (file) => setResult({ file, folder: target.name }) },
    );
  }
  function submit(event: FormEvent): void {
    event.preventDefault();
    send();
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('settings.export', 'Export to the drive')}
    >
      <fieldset className={styles.fieldset}>
        <legend>{t('settings.export.format', 'Format')}</legend>
        {EXPORT_FORMATS.map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name="export-format"
              checked={format === value}
              onChange={() => setFormat(value)}
            />
            {FORMAT_LABELS[value]()}
          </label>
        ))}
      </fieldset>
      <ExportFieldsPicker chosen={fields} onChange={setFields} error={fieldsError} />
      <DriveFolderPicker path={path} onPathChange={setPath} error={folderError} />
      <ActionError
        message={actionErrorMessage(error, shownKeys)}
        onRetry={isRetryable(error) ? send : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={exporting.isPending}>
          {exporting.isPending
            ? t('settings.export.exporting', 'Exporting…')
            : t('settings.export.submit', 'Export')}
        </Button>
      </div>
      <p role="status" className={styles.notice}>
        {result ? (
          <>
            {t('settings.export.created', 'Created {file} ({size}) in {folder}.', {
              file: result.file.name,
              size: sizeOf(result.file.size_bytes),
              folder: result.folder,
            })}
          </>
        ) : null}
      </p>
      {result ? <ExportResult file={result.file} /> : null}
    </form>
  );
}
