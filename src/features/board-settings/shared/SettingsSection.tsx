import { useId, type ReactNode } from 'react';
import { SETTINGS_SECTIONS, sectionAnchor, type SettingsSectionKey } from './settings-sections';
import styles from './Settings.module.css';

/** One titled section of the settings page, a landmark named by its heading, the nav's target. */
export function SettingsSection({
  section,
  children,
}: {
  section: SettingsSectionKey;
  children: ReactNode;
}) {
  const headingId = useId();
  const title = SETTINGS_SECTIONS.find((entry) => entry.key === section)?.title() ?? section;
  return (
    <section
      id={sectionAnchor(section)}
      className={styles.section}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
