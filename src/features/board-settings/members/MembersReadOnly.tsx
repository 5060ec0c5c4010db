import type { Visibility } from '@/domain/enums';
import { Avatar } from '@/components/Avatar';
import settings from '../shared/Settings.module.css';
import styles from './Members.module.css';
import { PERMISSION_LABELS, type MemberDraft } from './members-draft';
import { t } from '@/lib/i18n/translate';

interface MembersReadOnlyProps {
  members: readonly MemberDraft[];
  visibility: Visibility;
}

/** Who is on the board, for people who may not change it. */
export function MembersReadOnly({ members, visibility }: MembersReadOnlyProps) {
  return (
    <>
      <p className={settings.notice}>
        {visibility === 'public'
          ? t(
              'settings.members.readOnlyPublic',
              'This board is public. Only board managers can change members and visibility.',
            )
          : t(
              'settings.members.readOnlyPrivate',
              'This board is private. Only board managers can change members and visibility.',
            )}
      </p>
      <ul className={styles.list} aria-label={t('settings.members', 'Members')}>
        {members.map((member) => (
          <li key={member.id} className={styles.member}>
            <Avatar name={member.name} avatarUrl={member.avatarUrl} decorative />
            <span className={styles.who}>
              <bdi>{member.name}</bdi>
              {member.deactivated ? (
                <span className={styles.muted}>
                  {' '}
                  {t('settings.members.deactivated', '(deactivated)')}
                </span>
              ) : null}
            </span>
            <span>{PERMISSION_LABELS[member.permission]()}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
