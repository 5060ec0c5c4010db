import type { MouseEvent } from 'react';
import { SETTINGS_SECTIONS, sectionAnchor } from './settings-sections';
import styles from '../BoardSettingsPage.module.css';
import { t } from '@/lib/i18n/translate';

/** Jumps to the section and moves focus there, so the keyboard goes on from its heading. */
function jump(event: MouseEvent<HTMLAnchorElement>, anchor: string): void {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${anchor}`);
}

/** The settings page's sections as links, beside them from 1024 px, above them below. */
export function SettingsNav() {
  return (
    <nav className={styles.nav} aria-label={t('settings.sections', 'Settings sections')}>
      <ul>
        {SETTINGS_SECTIONS.map((section) => {
          const anchor = sectionAnchor(section.key);
          return (
            <li key={section.key}>
              <a href={`#${anchor}`} onClick={(event) => jump(event, anchor)}>
                {section.title()}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
