import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BoardSwitcher, CardVisitRecorder, QuickSwitcher } from '@/features/navigation';
import { InboxLink } from '@/features/inbox';
import { FaultsPanel } from '../demo/FaultsPanel';
import { ConnectionBanner } from './ConnectionBanner';
import { ConnectionMenu } from './ConnectionMenu';
import { KeptForOthersNotice } from './KeptForOthersNotice';
import { SessionExpiredGate } from './SessionExpiredGate';
import { LanguageControl } from '../locale/LanguageControl';
import { ThemeControl } from '../theme/ThemeControl';
import styles from './AppShell.module.css';
import { paths } from '@/paths';
import { NavLink } from '@/components/NavLink';
import { PhoneFold } from '@/components/PhoneFold';
import { t } from '@/lib/i18n/translate';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skip', 'Skip to content')}
      </a>
      <header className={styles.header}>
        <Link href={paths.boards.href()} className={styles.brand}>
          <img src="/favicon.svg" alt="" width={20} height={20} />
          Project Board
        </Link>
        <PhoneFold
          label={t('shell.menu', 'Menu')}
          buttonClassName={styles.menuButton}
          panelClassName={styles.tools}
        >
          <nav aria-label={t('shell.main', 'Main')} className={styles.nav}>
            <NavLink href={paths.boards.href()} current={paths.boards.pattern}>
              {t('shell.boards', 'Boards')}
            </NavLink>
            <InboxLink />
            <NavLink href={paths.myWork.href()} current={paths.myWork.pattern}>
              {t('shell.myWork', 'My work')}
            </NavLink>
          </nav>
          <BoardSwitcher />
          <QuickSwitcher />
          <div className={styles.spacer} />
          <ConnectionMenu />
          <LanguageControl />
          <ThemeControl />
        </PhoneFold>
      </header>
      <ConnectionBanner />
      <KeptForOthersNotice />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SessionExpiredGate />
      <FaultsPanel />
      <CardVisitRecorder />
    </div>
  );
}
