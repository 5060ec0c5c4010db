import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePendingWriteCount } from '@/sync/queue/pending-writes';
import { useOutbox } from '@/sync/outbox/outbox-context';
import { meQuery } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { ChevronDown } from '@/components/first-load-icons';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { Icon } from '@/components/Icon';
import { Menu, MenuItem, MenuNote } from '@/components/Menu';
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

/**
 * The server the data comes from, who is signed in there (`GET /me`), Connection and a sign-out:
 * one compact menu, as the demo's, so the header keeps to one row from 1024 px up. Its button
 * shows "Server", the person's avatar and name (the host when `/me` is not there).
 */
export function ServerMenu({ baseUrl }: { baseUrl: string }) {
  const client = useApiClient();
  // A server without the `/me` extension still works: the name is simply not shown.
  const me = useQuery({ ...meQuery(client), retry: false });
  const { signOut } = useConnectionActions();
  const pending = usePendingWriteCount();
  const [confirming, setConfirming] = useState(false);
  const outbox = useOutbox();
  const [, navigate] = useLocation();
  const host = hostOf(baseUrl);

  /** Signing out on purpose drops this person's unsaved writes from the device too. */
  async function signOutAnyway(): Promise<void> {
    const owner = outbox?.owner();
    if (outbox && owner) await outbox.discard(owner).catch(() => undefined);
    signOut();
  }

  return (
    <>
      <Menu
        trigger={
          <>
            <span className={styles.badge}>{t('account.server', 'Server')}</span>{' '}
            {me.data ? <Avatar name={me.data.name} size={20} decorative /> : null}
            <span className={styles.user}>
              {me.data ? (
                <>
                  <span className="visually-hidden">{t('account.signedInAs', 'Signed in as')}</span>{' '}
                  {me.data.name}
                </>
              ) : (
                host
              )}
            </span>
            <Icon icon={ChevronDown} />
          </>
        }
        triggerClassName={styles.trigger}
        contentClassName={styles.content}
      >
        {me.data ? (
          <MenuNote className={styles.heading}>
            {t('account.signedInAs', 'Signed in as')} {me.data.name}
          </MenuNote>
        ) : null}
        <MenuNote className={styles.heading}>
          <span title={baseUrl}>{host}</span>
        </MenuNote>
        <MenuItem
          className={`${styles.item} ${styles.separated}`}
          onSelect={() => navigate(paths.connect.href())}
        >
          {t('account.connection', 'Connection')}
        </MenuItem>
        <MenuItem
          className={styles.item}
          onSelect={() => (pending > 0 ? setConfirming(true) : signOut())}
        >
          {t('account.signOut', 'Sign out')}
        </MenuItem>
      </Menu>
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
    </>
  );
}
