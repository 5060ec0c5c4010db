import { ArrowUp, Folder } from 'lucide';
import { Icon } from '@/components/Icon';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AttachFileInput } from '@/api/endpoints/cards';
import { isUnsupported } from '@/api/http/errors';
import { driveQueries } from '@/api/queries/drive';
import { useApiClient } from '@/api/react/api-client-context';
import type { DriveNode } from '@/api/types';
import { Button } from '@/components/Button';
import { ManualFileForm } from './ManualFileForm';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

interface DrivePickerProps {
  onChoose: (input: AttachFileInput) => void;
  onCancel: () => void;
  busy: boolean;
}

/** Browse the drive (extension) and pick a file; without a drive listing, enter its details. */
export function DrivePicker({ onChoose, onCancel, busy }: DrivePickerProps) {
  const client = useApiClient();
  const [path, setPath] = useState<DriveNode[]>([]);
  const folder = path.at(-1) ?? null;
  const nodes = useQuery(driveQueries.nodes(client, folder?.id ?? null));

  if (nodes.isError && isUnsupported(nodes.error)) {
    return <ManualFileForm onChoose={onChoose} onCancel={onCancel} busy={busy} />;
  }
  return (
    <div
      role="group"
      aria-label={t('card.files.pick', 'Pick a drive file')}
      className={styles.section}
    >
      <p className={styles.muted}>
        {t('card.files.drive', 'Drive')}
        {path.map((node) => ` / ${node.name}`).join('')}
      </p>
      {nodes.isPending ? <p className={styles.muted}>{t('common.loading', 'Loading…')}</p> : null}
      {nodes.isError ? (
        <p role="alert">{t('card.files.driveFailed', 'The drive could not be listed.')}</p>
      ) : null}
      <ul className={styles.plainList}>
        {folder ? (
          <li>
            <Button size="sm" variant="ghost" onClick={() => setPath(path.slice(0, -1))}>
              <Icon icon={ArrowUp} /> {t('card.files.up', 'Up')}
            </Button>
          </li>
        ) : null}
        {(nodes.data ?? []).map((node) => (
          <li key={node.id}>
            {node.kind === 'folder' ? (
              <Button size="sm" variant="ghost" onClick={() => setPath([...path, node])}>
                <Icon icon={Folder} /> <bdi>{node.name}</bdi>
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={busy || node.drive_id === null}
                onClick={() =>
                  onChoose({
                    name: node.name,
                    size_bytes: node.size_bytes ?? 0,
                    mime_type: node.mime_type ?? 'application/octet-stream',
                    meta: { node_id: node.id, drive_id: node.drive_id ?? 0 },
                  })
                }
              >
                {t('card.files.attachNamed', 'Attach {name}', { name: node.name })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button size="sm" onClick={onCancel}>
        {t('common.cancel', 'Cancel')}
      </Button>
    </div>
  );
}
