import { useEffect, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import styles from './ThemeControl.module.css';

// The first load has no room for the menu (size-limit): public/theme-boot.js has already shown
// the right theme, so the menu can arrive once the browser is idle.
const themeMenu = lazyModule(() => import('./ThemeMenu'));

/** The header's slot for the theme menu, sized for it so nothing moves when it arrives. */
export function ThemeControl() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const module = themeMenu.useModule(idle);
  return <div className={styles.slot}>{module ? <module.ThemeMenu /> : null}</div>;
}
