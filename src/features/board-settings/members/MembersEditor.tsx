import { useId, useState } from 'react';
import { fieldError, isApiError } from '@/api/http/errors';
import { useUpdateBoard } from '@/sync/writes/boards.write';
import type { UserSummary } from '@/api/types';
import { Button } from '@/components/Button';
import type { Visibility } from '@/domain/enums';
import type { PermissionLevel } from '@/domain/permissions';
import { ActionError } from '../shared/ActionError';
import { actionErrorMessage, isRetryable } from '../shared/action-error';
import settings from '../shared/Settings.module.css';
import { AddPeople } from './AddPeople';
import { ConfirmMembersDialog } from './ConfirmMembersDialog';
import { VisibilityChoice } from './VisibilityChoice';
import { MemberRow } from './MemberRow';
import styles from './Members.module.css';
import {
  draftOfUser,
  hasManager,
  membersInputOf,
  removedMembers,
  type MemberDraft,
} from './members-draft';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t } from '@/lib/i18n/translate';

interface MembersEditorProps {
  boardId: number;
  initialMembers: readonly MemberDraft[];
  initialVisibility: Visibility;
}

/** Edits members and visibility together; one PATCH saves both after a confirmation. */
export function MembersEditor({ boardId, initialMembers, initialVisibility }: MembersEditorProps) {
  const [saved, setSaved] = useState(initialMembers);
  const [draft, setDraft] = useState(initialMembers);
  const [visibility, setVisibility] = useState(initialVisibility);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateBoard({ scope: boardWriteScope(boardId) });
  const listErrorId = useId();
  const rowErrorId = useId();

  const removed = removedMembers(saved, draft);
  const managerMissing = !hasManager(draft);
  const serverKeys = isApiError(update.error) ? Object.keys(update.error.fieldErrors) : [];
  const shownKeys = serverKeys.filter(
    (key) => key === 'members' || key === 'visibility' || key.startsWith('members.'),
  );
  const listError = managerMissing
    ? t('settings.members.noManager', 'Keep at least one member with the Manage permission.')
    : fieldError(update.error, 'members');

  const setPermission = (id: number, permission: PermissionLevel) =>
    setDraft((list) => list.map((m) => (m.id === id ? { ...m, permission } : m)));
  const remove = (id: number) => setDraft((list) => list.filter((m) => m.id !== id));
  const add = (user: UserSummary) =>
    setDraft((list) => (list.some((m) => m.id === user.id) ? list : [...list, draftOfUser(user)]));

  function save(): void {
    setConfirming(false);
    const sent = draft;
    update.mutate(
      { boardId, changes: { visibility, members: membersInputOf(sent) } },
      { onSuccess: () => setSaved(sent) },
    );
  }
  const rowError = (index: number) =>
    fieldError(update.error, `members.${index}.id`) ??
    fieldError(update.error, `members.${index}.permission`);

  return (
    <div>
      <VisibilityChoice
        value={visibility}
        onChange={setVisibility}
        error={fieldError(update.error, 'visibility')}
      />
      <h3 className={settings.subheading}>{t('settings.members', 'Members')}</h3>
      <ul
        className={styles.list}
        aria-label={t('settings.members', 'Members')}
        aria-describedby={listError ? listErrorId : undefined}
      >
        {draft.map((member, index) => (
          <MemberRow
            key={member.id}
            member={member}
            error={rowError(index)}
            errorId={`${rowErrorId}-${member.id}`}
            onPermissionChange={(permission) => setPermission(member.id, permission)}
            onRemove={() => remove(member.id)}
          />
        ))}
      </ul>
      {listError ? (
        <p id={listErrorId} className={settings.error} role="alert">
          {listError}
        </p>
      ) : null}
      <AddPeople memberIds={new Set(draft.map((m) => m.id))} onAdd={add} />
      <ActionError
        message={actionErrorMessage(update.error, shownKeys)}
        onRetry={isRetryable(update.error) ? save : undefined}
      />
      <div className={settings.actions}>
        <Button
          variant="primary"
          disabled={update.isPending || managerMissing}
          onClick={() => setConfirming(true)}
        >
          {update.isPending
            ? t('common.saving', 'Saving…')
            : t('settings.members.save', 'Save members and visibility')}
        </Button>
        {update.isSuccess && !update.isPending ? (
          <span role="status" className={settings.hint}>
            {t('settings.saved', 'Saved.')}
          </span>
        ) : null}
      </div>
      <ConfirmMembersDialog
        open={confirming}
        removed={removed}
        visibility={visibility}
        onCancel={() => setConfirming(false)}
        onConfirm={save}
      />
    </div>
  );
}
