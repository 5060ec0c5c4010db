import { useQuery } from '@tanstack/react-query';
import { driveQueries } from '@/api/queries/drive';
import { useApiClient } from '@/api/react/api-client-context';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import styles from '../shared/Settings.module.css';
import local from './Export.module.css';
import { t } from '@/lib/i18n/translate';

interface FileContentDialogProps {
  fileId: number;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A drive file's content, shown as plain text (never as HTML). */
export function FileContentDialog({ fileId, name, open, onOpenChange }: FileContentDialogProps) {
  const client = useApiClient();
  const content = useQuery({ ...driveQueries.fileContent(client, fileId), enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={name}>
      {content.isPending ? (
        <p className={styles.hint}>{t('settings.export.loadingFile', 'Loading the file…')}</p>
      ) : content.isError ? (
        <p className={styles.error} role="alert">
          {t('settings.export.fileFailed', 'Could not open the file: {reason}', {
            reason: content.error.message,
          })}
        </p>
      ) : (
        <pre
          className={local.content}
          aria-label={t('settings.export.content', 'Content of {name}', { name })}
          tabIndex={0}
        >
          {content.data}
        </pre>
      )}
      <Button onClick={() => onOpenChange(false)}>{t('settings.export.close', 'Close')}</Button>
    </Dialog>
  );
}
