import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronDown } from '@/components/first-load-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Avatar } from '@/components/Avatar';
import { Icon } from '@/components/Icon';
import { Menu, MenuItem, MenuNote } from '@/components/Menu';
import { toast } from '@/components/toast';
import { boardCopiesOf } from '@/api/board-copy/copy-handle';
import { useApiClient } from '@/api/react/api-client-context';
import { useConnectionActions, useSignedInConnection } from '../connection/connection-store';
import { DEMO_USERS, isDemoToken } from '../connection/demo-users';
import { demoControl, demoStarted } from '../demo/demo-mock';
import { setFaultsPanelOpen, useFaultsPanelOpen } from '../demo/faults-panel-store';
import { ServerMenu } from './ServerMenu';
import styles from './ConnectionMenu.module.css';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

/**
 * Who is signed in, and where the data comes from: the demo or a server. The demo's tools (the
 * user switch, Reset demo data, Faults, Connection) are one compact "Demo" menu, so the header
 * keeps to one row from 1024 px up.
 */
export function ConnectionMenu() {
  const connection = useSignedInConnection();
  const { switchToDemo } = useConnectionActions();
  const queryClient = useQueryClient();
  const apiClient = useApiClient();
  const [, navigate] = useLocation();
  const [resetting, setResetting] = useState(false);
  const faultsOpen = useFaultsPanelOpen();

  if (connection.kind === 'server') return <ServerMenu baseUrl={connection.baseUrl} />;

  async function resetDemo(): Promise<void> {
    await demoStarted();
    const control = demoControl();
    if (!control) return;
    setResetting(true);
    try {
      await control.reset();
      await boardCopiesOf(apiClient)?.clear();
      await queryClient.resetQueries();
      toast.success(t('account.demoRestored', 'Demo data restored.'));
    } finally {
      setResetting(false);
    }
  }

  const current = DEMO_USERS.find((user) => user.token === connection.token) ?? DEMO_USERS[0];
  return (
    <Menu
      trigger={
        <>
          <span className={styles.badge}>Demo</span>
          <Avatar name={current.name} size={20} decorative />
          <span className={styles.user}>{current.name}</span>
          <Icon icon={ChevronDown} />
        </>
      }
      triggerClassName={styles.trigger}
      contentClassName={styles.content}
    >
      <MenuNote className={styles.heading}>{t('account.signedInAs', 'Signed in as')}</MenuNote>
      {DEMO_USERS.map((user) => (
        <MenuItem
          key={user.token}
          className={styles.item}
          onSelect={() => {
            if (isDemoToken(user.token)) switchToDemo(user.token);
          }}
        >
          <span className={styles.check}>
            {user.token === connection.token ? <Icon icon={Check} /> : null}
          </span>
          <Avatar name={user.name} size={20} decorative />
          <span>
            {user.name} <span className={styles.role}>({user.role})</span>
            {user.token === connection.token ? (
              <span className="visually-hidden">{t('account.current', ', signed in')}</span>
            ) : null}
          </span>
        </MenuItem>
      ))}
      <MenuItem className={`${styles.item} ${styles.separated}`} onSelect={() => void resetDemo()}>
        <span className={styles.check} />
        {resetting
          ? t('account.resetting', 'Resetting…')
          : t('account.resetDemo', 'Reset demo data')}
      </MenuItem>
      <MenuItem className={styles.item} onSelect={() => setFaultsPanelOpen(!faultsOpen)}>
        <span className={styles.check}>{faultsOpen ? <Icon icon={Check} /> : null}</span>
        {t('account.faults', 'Faults')}
        {faultsOpen ? (
          <span className="visually-hidden">{t('account.faultsOn', ', shown')}</span>
        ) : null}
      </MenuItem>
      <MenuItem className={styles.item} onSelect={() => navigate(paths.connect.href())}>
        <span className={styles.check} />
        {t('account.connection', 'Connection')}
      </MenuItem>
    </Menu>
  );
}
