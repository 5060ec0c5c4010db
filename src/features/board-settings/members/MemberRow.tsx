import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { PERMISSION_LEVELS, type PermissionLevel } from '@/domain/permissions';
import styles from './Members.module.css';
import { PERMISSION_LABELS, type MemberDraft } from './members-draft';
import { t } from '@/lib/i18n/translate';

interface MemberRowProps {
  member: MemberDraft;
  error: string | undefined;
  errorId: string;
  onPermissionChange: (permission: PermissionLevel) => void;
  onRemove: () => void;
}

/** One member being edited: who, their level, and a way to remove them. */
export function MemberRow({
  member,
  error,
  errorId,
  onPermissionChange,
  onRemove,
}: MemberRowProps) {
  return (
    <li className={styles.member}>
      <Avatar name={member.name} avatarUrl={member.avatarUrl} decorative />
      <span className={styles.who}>
        <bdi>{member.name}</bdi>
        {member.deactivated ? (
          <span className={styles.muted}>
            {' '}
            {t('settings.members.deactivated', '(deactivated)')}
          </span>
        ) : null}
        <span className={styles.muted}>
          {' '}
          <bdi>{member.email}</bdi>
        </span>
      </span>
      <select
        className={styles.permission}
        aria-label={t('settings.members.permissionFor', 'Permission for {name}', {
          name: member.name,
        })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={member.permission}
        onChange={(event) => {
          const level = PERMISSION_LEVELS.find((candidate) => candidate === event.target.value);
          if (level) onPermissionChange(level);
        }}
      >
        {PERMISSION_LEVELS.map((level) => (
          <option key={level} value={level}>
            {PERMISSION_LABELS[level]()}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="ghost"
        onClick={onRemove}
        aria-label={t('settings.members.removeNamed', 'Remove {name}', { name: member.name })}
      >
        {t('settings.members.remove', 'Remove')}
      </Button>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
