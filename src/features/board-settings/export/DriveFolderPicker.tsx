import { Folder } from 'lucide';
import { Icon } from '@/components/Icon';
import { useQuery } from '@tanstack/react-query';
import { driveQueries } from '@/api/queries/drive';
import { useApiClient } from '@/api/react/api-client-context';
import type { DriveNode } from '@/api/types';
import { Button } from '@/components/Button';
import styles from '../shared/Settings.module.css';
import local from './Export.module.css';
import { t } from '@/lib/i18n/translate';

interface DriveFolderPickerProps {
  /** The folders from the root down to the one chosen ([] : the root, no folder yet). */
  path: readonly DriveNode[];
  onPathChange: (path: DriveNode[]) => void;
  error: string | undefined;
}

/** Browses the drive's folders; the folder the user is in is the target. */
export function DriveFolderPicker({ path, onPathChange, error }: DriveFolderPickerProps) {
  const client = useApiClient();
  const current = path.at(-1) ?? null;
  const nodes = useQuery(driveQueries.nodes(client, current?.id ?? null));
  const folders = (nodes.data ?? []).filter((node) => node.kind === 'folder');
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend>{t('settings.export.folder', 'Target folder')}</legend>
      <nav aria-label={t('settings.export.path', 'Folder path')} className={local.path}>
        <Button size="sm" variant="ghost" onClick={() => onPathChange([])} disabled={!current}>
          {t('card.files.drive', 'Drive')}
        </Button>
        {path.map((folder, index) => (
          <span key={folder.id}>
            {' / '}
            <Button
              size="sm"
              variant="ghost"
              aria-current={index === path.length - 1 ? 'location' : undefined}
              onClick={() => onPathChange(path.slice(0, index + 1))}
            >
              <bdi>{folder.name}</bdi>
            </Button>
          </span>
        ))}
      </nav>
      <p className={styles.hint} role="status">
        {current
          ? t('settings.export.goesInto', 'The file goes into {folder}.', { folder: current.name })
          : t('settings.export.openFolder', 'Open a folder to export into it.')}
      </p>
      {nodes.isPending ? (
        <p className={styles.hint}>{t('settings.export.loadingFolders', 'Loading folders…')}</p>
      ) : nodes.isError ? (
        <p className={styles.error} role="alert">
          {t('settings.export.foldersFailed', 'Could not list the folders.')}{' '}
          <Button size="sm" onClick={() => void nodes.refetch()}>
            {t('common.tryAgain', 'Try again')}
          </Button>
        </p>
      ) : folders.length === 0 ? (
        <p className={styles.hint}>{t('settings.export.noFolders', 'No folders inside.')}</p>
      ) : (
        <ul className={local.folders} aria-label={t('settings.export.folders', 'Folders')}>
          {folders.map((folder) => (
            <li key={folder.id}>
              <Button size="sm" onClick={() => onPathChange([...path, folder])}>
                <Icon icon={Folder} />{' '}
                {t('settings.export.openNamed', 'Open {name}', { name: folder.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
