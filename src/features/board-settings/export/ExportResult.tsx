import { useState } from 'react';
import type { ExportedDriveFile } from '@/api/types';
import { useApiFileDownload } from '@/api/react/use-api-file-download';
import { Button } from '@/components/Button';
import { toast } from '@/components/toast';
import { safeHttpUrl } from '@/lib/safe-url';
import styles from '../shared/Settings.module.css';
import local from './Export.module.css';
import { FileContentDialog } from './FileContentDialog';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

export function sizeOf(bytes: number | null): string {
  if (bytes == null) return t('settings.export.sizeUnknown', 'size unknown');
  return bytes < 1024
    ? t('card.files.bytes', '{size} B', { size: bytes })
    : t('card.files.kilobytes', '{size} KB', {
        size: formatNumber(Math.round(bytes / 102.4) / 10),
      });
}

/** The file an export created: a download link (http(s) only) and its content in a dialog. */
export function ExportResult({ file }: { file: ExportedDriveFile }) {
  const [open, setOpen] = useState(false);
  const download = safeHttpUrl(file.download_url);
  const saveFile = useApiFileDownload((message) => toast.error(message));
  return (
    <div className={local.result}>
      <div className={styles.actions}>
        <Button onClick={() => setOpen(true)}>
          {t('card.files.openNamed', 'Open {name}', { name: file.name })}
        </Button>
        {download ? (
          <a
            href={download}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => saveFile(event, download, file.name)}
          >
            {t('card.files.downloadNamed', 'Download {name}', { name: file.name })}
          </a>
        ) : null}
      </div>
      <FileContentDialog fileId={file.id} name={file.name} open={open} onOpenChange={setOpen} />
    </div>
  );
}
