import type { UserSummary } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import styles from './MentionList.module.css';
import { t } from '@/lib/i18n/translate';

interface MentionListProps {
  id: string;
  users: readonly UserSummary[];
  activeIndex: number;
  loading: boolean;
  onPick: (user: UserSummary) => void;
}

/** The people an `@` can mention; the editor keeps focus and drives it with the arrow keys. */
export function MentionList({ id, users, activeIndex, loading, onPick }: MentionListProps) {
  if (users.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {loading
          ? t('editor.mention.loading', 'Looking for people…')
          : t('editor.mention.none', 'Nobody matches.')}
      </p>
    );
  }
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('editor.mention.list', 'People to mention')}
      className={styles.list}
    >
      {users.map((user, index) => (
        <li
          key={user.id}
          id={`${id}-${user.id}`}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(user);
          }}
        >
          <Avatar name={user.name} avatarUrl={user.avatar_url} size={24} decorative />
          <bdi className={styles.name}>{user.name}</bdi>
          <span className={styles.email}>{user.email}</span>
        </li>
      ))}
    </ul>
  );
}
