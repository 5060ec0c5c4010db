import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { boardCopiesOf } from '@/api/board-copy/copy-handle';
import { useApiClient } from '@/api/react/api-client-context';
import { Link } from 'wouter';
import { useConnectionActions, useSignedInConnection } from '../connection/connection-store';
import { DEMO_USERS, isDemoToken } from '../connection/demo-users';
import { demoControl } from '../demo/demo-mock';
import { setFaultsPanelOpen, useFaultsPanelOpen } from '../demo/faults-panel-store';
import { ServerMenu } from './ServerMenu';
import styles from './ConnectionMenu.module.css';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

/** Who is signed in, and where the data comes from: the demo (switch user, reset) or a server. */
export function ConnectionMenu() {
  const connection = useSignedInConnection();
  const { switchToDemo } = useConnectionActions();
  const queryClient = useQueryClient();
  const apiClient = useApiClient();
  const [resetting, setResetting] = useState(false);
  const selectId = useId();
  const faultsOpen = useFaultsPanelOpen();

  if (connection.kind === 'server') return <ServerMenu baseUrl={connection.baseUrl} />;

  async function resetDemo(): Promise<void> {
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

  return (
    <div className={styles.menu}>
      <span className={styles.badge}>Demo</span>
      <label htmlFor={selectId} className={styles.label}>
        {t('account.signedInAs', 'Signed in as')}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={connection.token}
        onChange={(event) => {
          if (isDemoToken(event.target.value)) switchToDemo(event.target.value);
        }}
      >
        {DEMO_USERS.map((user) => (
          <option key={user.token} value={user.token}>
            {user.name} ({user.role})
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.link}
        onClick={() => void resetDemo()}
        disabled={resetting}
      >
        {resetting
          ? t('account.resetting', 'Resetting…')
          : t('account.resetDemo', 'Reset demo data')}
      </button>
      <button
        type="button"
        className={styles.link}
        aria-pressed={faultsOpen}
        onClick={() => setFaultsPanelOpen(!faultsOpen)}
      >
        {t('account.faults', 'Faults')}
      </button>
      <Link href={paths.connect.href()} className={styles.link}>
        {t('account.connection', 'Connection')}
      </Link>
    </div>
  );
}
