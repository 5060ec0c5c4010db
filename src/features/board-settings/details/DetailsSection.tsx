import { useQuery } from '@tanstack/react-query';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet } from '@/api/types';
import { PermissionLost } from '../shared/PermissionLost';
import { SettingsSection } from '../shared/SettingsSection';
import { useLostPermission } from '../shared/use-lost-permission';
import { DetailsForm } from './DetailsForm';
import { DetailsReadOnly } from './DetailsReadOnly';

export function DetailsSection({ board }: { board: BoardWorkingSet }) {
  const client = useApiClient();
  const boards = useQuery(boardQueries.list(client));
  const lost = useLostPermission(board.permissions.edit);
  const parent = boards.data?.find((candidate) => candidate.id === board.parent_id);
  const parentName = board.parent_id == null ? null : (parent?.name ?? `Board #${board.parent_id}`);
  return (
    <SettingsSection title="Details">
      {lost ? <PermissionLost action="edit these details" /> : null}
      {board.permissions.edit ? (
        <DetailsForm board={board} />
      ) : (
        <DetailsReadOnly board={board} parentName={parentName} />
      )}
    </SettingsSection>
  );
}
