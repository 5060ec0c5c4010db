import { useEffect, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import styles from './LanguageControl.module.css';

// Like the theme menu: the texts are already in the chosen language (main.tsx loads them before
// the first render), so the menu that changes it can arrive once the browser is idle.
const languageMenu = lazyModule(() => import('./LanguageMenu'));

/** The header's slot for the language menu, sized for it so nothing moves when it arrives. */
export function LanguageControl() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const module = languageMenu.useModule(idle);
  return <div className={styles.slot}>{module ? <module.LanguageMenu /> : null}</div>;
}
