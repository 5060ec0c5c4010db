import { Dialog } from '@/components/Dialog';
import { keyName } from './key-names';
import { shortcutGroups } from './shortcut-map';
import styles from './ShortcutSheet.module.css';
import { t } from '@/lib/i18n/translate';

interface ShortcutSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every keyboard shortcut of the board, by where it works (`?`, or the header's button). */
export function ShortcutSheet({ open, onOpenChange }: ShortcutSheetProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts.title', 'Keyboard shortcuts')}
    >
      {/* Focusable: the sheet is taller than a small window, and arrow keys scroll it. */}
      <div
        className={styles.sheet}
        tabIndex={0}
        role="group"
        aria-label={t('shortcuts.all', 'All shortcuts')}
      >
        {shortcutGroups().map((group) => (
          <section key={group.name} className={styles.group} aria-label={group.name}>
            <h3 className={styles.heading}>{group.name}</h3>
            <dl className={styles.list}>
              {group.shortcuts.map((shortcut) => (
                <div key={`${shortcut.keys.join('+')} ${shortcut.does}`} className={styles.row}>
                  <dt className={styles.keys}>
                    {shortcut.keys.map((key) => (
                      <kbd key={key} className={styles.key}>
                        {keyName(key)}
                      </kbd>
                    ))}
                  </dt>
                  <dd className={styles.does}>{shortcut.does}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
