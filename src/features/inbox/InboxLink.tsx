import { useState } from 'react';
import { NavLink } from '@/components/NavLink';
import { lazyModule } from '@/lib/lazy-module';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';
import styles from './InboxLink.module.css';

// The count (its query, polling and badge) is not on the first load: it arrives right after
// the first paint, inside the same link, so a link focused meanwhile keeps focus.
const count = lazyModule(() => import('./UnreadCount'));

/** The header's link to the inbox; with the unread count once its module is loaded. */
export function InboxLink() {
  const module = count.useModule(true);
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
      {module ? <module.UnreadCount onCount={setUnread} /> : null}
    </NavLink>
  );
}
