import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { usePendingWriteCount } from '@/api/mutations/pending-writes';
import { useOutbox } from '@/api/outbox/outbox-context';
import { meQuery } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useConnectionActions } from '../connection/connection-store';
import styles from './ConnectionMenu.module.css';
import { paths } from '@/paths';
import { t, tn } from '@/lib/i18n/translate';

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The server the data comes from, who is signed in there (`GET /me`), and a sign-out. */
export function ServerMenu({ baseUrl }: { baseUrl: string }) {
  const client = useApiClient();
  // A server without the `/me` extension still works: the name is simply not shown.
  const me = useQuery({ ...meQuery(client), retry: false });
  const { signOut } = useConnectionActions();
  const pending = usePendingWriteCount();
  const [confirming, setConfirming] = useState(false);
  const outbox = useOutbox();

  /** Signing out on purpose drops this person's unsaved writes from the device too. */
  async function signOutAnyway(): Promise<void> {
    const owner = outbox?.owner();
    if (outbox && owner) await outbox.discard(owner).catch(() => undefined);
    signOut();
  }

  return (
    <div className={styles.menu}>
      <span className={styles.badge}>Server</span>
      <span className={styles.host} title={baseUrl}>
        {hostOf(baseUrl)}
      </span>
      {me.data && (
        <span className={styles.user} title={me.data.name}>
          {t('account.signedInAs', 'Signed in as')} <strong>{me.data.name}</strong>
        </span>
      )}
      <button
        type="button"
        className={styles.link}
        onClick={() => (pending > 0 ? setConfirming(true) : signOut())}
      >
        {t('account.signOut', 'Sign out')}
      </button>
      <Link href={paths.connect.href()} className={styles.link}>
        {t('account.connection', 'Connection')}
      </Link>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.signOutTitle', 'Sign out with unsaved changes?')}
        description={tn('account.signOutText', pending, {
          one: '{count} change is not saved on the server yet. Signing out now drops it.',
          other: '{count} changes are not saved on the server yet. Signing out now drops them.',
        })}
      >
        <div className={styles.confirmActions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('account.stay', 'Stay signed in')}
          </Button>
          <Button variant="danger" onClick={() => void signOutAnyway()}>
            {t('account.signOutAnyway', 'Sign out anyway')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
