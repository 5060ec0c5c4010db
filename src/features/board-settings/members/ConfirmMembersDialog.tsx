import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import type { Visibility } from '@/domain/enums';
import styles from '../shared/Settings.module.css';
import type { MemberDraft } from './members-draft';
import { t } from '@/lib/i18n/translate';

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
      title={t('settings.members.confirmTitle', 'Save members and visibility?')}
      description={
        visibility === 'public'
          ? t('settings.members.willBePublic', 'The board will be public.')
          : t('settings.members.willBePrivate', 'The board will be private.')
      }
    >
      {removed.length === 0 ? (
        <p>{t('settings.members.noneLose', 'No one loses access.')}</p>
      ) : (
        <>
          <p>{t('settings.members.lose', 'These people lose access:')}</p>
          <ul aria-label={t('settings.members.loseList', 'People who lose access')}>
            {removed.map((member) => (
              <li key={member.id}>
                <bdi>{member.name}</bdi>
                {member.deactivated ? ` ${t('settings.members.deactivated', '(deactivated)')}` : ''}
              </li>
            ))}
          </ul>
          {visibility === 'public' ? (
            <p>
              {t(
                'settings.members.stillView',
                'As the board is public, people of your company among them can still view it.',
              )}
            </p>
          ) : null}
        </>
      )}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('common.cancel', 'Cancel')}</Button>
        <Button variant="primary" onClick={onConfirm}>
          {t('settings.members.saveChanges', 'Save changes')}
        </Button>
      </div>
    </Dialog>
  );
}
