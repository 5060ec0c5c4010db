import { useState } from 'react';
import { NavLink } from '@/components/NavLink';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';
import styles from './InboxLink.module.css';
import { UnreadCount } from './UnreadCount';

/** The header's link to the inbox, with the unread count. */
export function InboxLink() {
  const [unread, setUnread] = useState(0);
  return (
    <NavLink
      href={paths.inbox.href()}
      current={paths.inbox.pattern}
      className={styles.inboxLink}
      aria-label={
        unread > 0 ? t('inbox.linkUnread', 'Inbox, {count} unread', { count: unread }) : undefined
      }
    >
      {t('inbox.title', 'Inbox')}
      <UnreadCount onCount={setUnread} />
    </NavLink>
  );
}
