import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import type { Visibility } from '@/domain/enums';
import styles from '../shared/Settings.module.css';
import type { MemberDraft } from './members-draft';

interface ConfirmMembersDialogProps {
  open: boolean;
  removed: readonly MemberDraft[];
  visibility: Visibility;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Says who loses access before the member list is replaced. */
export function ConfirmMembersDialog({
  open,
  removed,
  visibility,
  onCancel,
  onConfirm,
}: ConfirmMembersDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Save members and visibility?"
      description={`The board will be ${visibility}.`}
    >
      {removed.length === 0 ? (
        <p>No one loses access.</p>
      ) : (
        <>
          <p>These people lose access:</p>
          <ul aria-label="People who lose access">
            {removed.map((member) => (
              <li key={member.id}>
                <bdi>{member.name}</bdi>
                {member.deactivated ? ' (deactivated)' : ''}
              </li>
            ))}
          </ul>
          {visibility === 'public' ? (
            <p>As the board is public, people of your company among them can still view it.</p>
          ) : null}
        </>
      )}
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" onClick={onConfirm}>
          Save changes
        </Button>
      </div>
    </Dialog>
  );
}
