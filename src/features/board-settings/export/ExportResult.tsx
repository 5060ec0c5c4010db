import { useState } from 'react';
import type { ExportedDriveFile } from '@/api/types';
import { Button } from '@/components/Button';
import { safeHttpUrl } from '@/lib/safe-url';
import styles from '../shared/Settings.module.css';
import local from './Export.module.css';
import { FileContentDialog } from './FileContentDialog';

export function sizeOf(bytes: number | null): string {
  if (bytes == null) return 'size unknown';
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** The file an export created: a download link (http(s) only) and its content in a dialog. */
export function ExportResult({ file }: { file: ExportedDriveFile }) {
  const [open, setOpen] = useState(false);
  const download = safeHttpUrl(file.download_url);
  return (
    <div className={local.result}>
      <div className={styles.actions}>
        <Button onClick={() => setOpen(true)}>Open {file.name}</Button>
        {download ? (
          <a href={download} target="_blank" rel="noopener noreferrer">
            Download {file.name}
          </a>
        ) : null}
      </div>
      <FileContentDialog fileId={file.id} name={file.name} open={open} onOpenChange={setOpen} />
    </div>
  );
}
