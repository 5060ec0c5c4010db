import { useQuery } from '@tanstack/react-query';
import { driveQueries } from '@/api/queries/drive';
import { useApiClient } from '@/api/react/api-client-context';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import styles from '../shared/Settings.module.css';
import local from './Export.module.css';

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
        <p className={styles.hint}>Loading the file…</p>
      ) : content.isError ? (
        <p className={styles.error} role="alert">
          Could not open the file: {content.error.message}
        </p>
      ) : (
        <pre className={local.content} aria-label={`Content of ${name}`} tabIndex={0}>
          {content.data}
        </pre>
      )}
      <Button onClick={() => onOpenChange(false)}>Close</Button>
    </Dialog>
  );
}
