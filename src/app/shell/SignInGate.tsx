import { AppToaster } from '@/components/toast';
import { LazyConnectionScreen } from '../connection/LazyConnectionScreen';
import styles from './AppShell.module.css';

/** The whole app while nobody is signed in: the brand and the sign-in, nothing else. */
export function SignInGate() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <img src="/favicon.svg" alt="" width={20} height={20} />
          Project Board
        </span>
      </header>
      <main id="main" className={styles.main}>
        <LazyConnectionScreen gate />
      </main>
      <AppToaster />
    </div>
  );
}
