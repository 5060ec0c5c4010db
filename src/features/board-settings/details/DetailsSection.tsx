import { useQuery } from '@tanstack/react-query';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet } from '@/api/types';
import { PermissionLost } from '../shared/PermissionLost';
import { SettingsSection } from '../shared/SettingsSection';
import { useLostPermission } from '../shared/use-lost-permission';
import { DetailsForm } from './DetailsForm';
import { DetailsReadOnly } from './DetailsReadOnly';
import { t } from '@/lib/i18n/translate';

export function DetailsSection({ board }: { board: BoardWorkingSet }) {
  const client = useApiClient();
  const boards = useQuery(boardQueries.list(client));
  const lost = useLostPermission(board.permissions.edit);
  const parent = boards.data?.find((candidate) => candidate.id === board.parent_id);
  const parentName =
    board.parent_id == null
      ? null
      : (parent?.name ?? t('settings.boardNumber', 'Board #{id}', { id: String(board.parent_id) }));
  return (
    <SettingsSection section="details">
      {lost ? (
        <PermissionLost
          message={t(
            'settings.lost.details',
            'Your permission on this board has changed: you can no longer edit these details. Ask a board manager if you need it back.',
          )}
        />
      ) : null}
      {board.permissions.edit ? (
        <DetailsForm board={board} />
      ) : (
        <DetailsReadOnly board={board} parentName={parentName} />
      )}
    </SettingsSection>
  );
}
