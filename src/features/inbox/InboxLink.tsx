import { Link } from 'wouter';
import { lazyModule } from '@/lib/lazy-module';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

// The count (its query, polling and badge) is not on the first load: a plain link shows until
// its module arrives, right after the first paint.
const withCount = lazyModule(() => import('./UnreadInboxLink'));

/** The header's link to the inbox; with the unread count once its module is loaded. */
export function InboxLink() {
  const module = withCount.useModule(true);
  return module ? (
    <module.UnreadInboxLink />
  ) : (
    <Link href={paths.inbox.href()}>{t('inbox.title', 'Inbox')}</Link>
  );
}
