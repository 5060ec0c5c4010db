import { useEffect, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { lazyModule } from '@/lib/lazy-module';
import styles from './Navigation.module.css';
import { t } from '@/lib/i18n/translate';

// What the switcher shows (boards, recent cards, the combobox) is fetched when it first opens.
const switcherBody = lazyModule(() => import('./QuickSwitcherBody'));
export const preloadQuickSwitcher = switcherBody.preload;

function isSwitcherShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

/** Ctrl/Cmd+K (or the header button): jump to a board or a recently opened card. */
export function QuickSwitcher() {
  const [open, setOpen] = useState(false);
  const body = switcherBody.useModule(open);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // An editor that claimed the shortcut (a link dialog, say) keeps it.
      if (event.defaultPrevented || !isSwitcherShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        className={styles.headerButton}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        {t('switcher.open', 'Go to…')}{' '}
        <kbd className={styles.kbd}>{t('switcher.key', 'Ctrl K')}</kbd>
      </button>
      {/* Opens with its contents, not empty while they load. */}
      <Dialog
        open={open && body !== undefined}
        onOpenChange={setOpen}
        title={t('switcher.title', 'Quick switcher')}
      >
        {open && body ? <body.QuickSwitcherBody onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
