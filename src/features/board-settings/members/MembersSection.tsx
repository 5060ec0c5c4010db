import { useQuery } from '@tanstack/react-query';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { isKnown } from '@/api/schemas/primitives';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import { LoadingArea, Skeleton } from '@/components/Skeleton';
import { VISIBILITIES } from '@/domain/enums';
import { ActionError } from '../shared/ActionError';
import { actionErrorMessage } from '../shared/action-error';
import { PermissionLost } from '../shared/PermissionLost';
import { SettingsSection } from '../shared/SettingsSection';
import { useLostPermission } from '../shared/use-lost-permission';
import { draftOfMember } from './members-draft';
import { MembersEditor } from './MembersEditor';
import { MembersReadOnly } from './MembersReadOnly';
import { t } from '@/lib/i18n/translate';

export function MembersSection({ board }: { board: BoardWorkingSet }) {
  const client = useApiClient();
  const members = useQuery(boardQueries.members(client, board.id));
  const lost = useLostPermission(board.permissions.manage);
  const visibility = isKnown(VISIBILITIES, board.visibility) ? board.visibility : 'private';

  return (
    <SettingsSection section="members">
      {lost ? (
        <PermissionLost
          message={t(
            'settings.lost.members',
            'Your permission on this board has changed: you can no longer change members or visibility. Ask a board manager if you need it back.',
          )}
        />
      ) : null}
      {members.isPending ? (
        <LoadingArea label={t('settings.members.loading', 'Loading members')}>
          <Skeleton height={32} />
          <Skeleton height={32} />
        </LoadingArea>
      ) : members.isError ? (
        <>
          <ActionError message={actionErrorMessage(members.error, [])} />
          <Button size="sm" onClick={() => void members.refetch()}>
            {t('settings.members.reload', 'Load members again')}
          </Button>
        </>
      ) : board.permissions.manage ? (
        <MembersEditor
          boardId={board.id}
          initialMembers={members.data.map(draftOfMember)}
          initialVisibility={visibility}
        />
      ) : (
        <MembersReadOnly members={members.data.map(draftOfMember)} visibility={visibility} />
      )}
    </SettingsSection>
  );
}
