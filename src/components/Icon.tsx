import type { IconNode } from 'lucide';
import { iconSymbolId } from './icon-sprite';
import styles from './Icon.module.css';

export interface IconProps {
  /** A Lucide icon's shapes, named imports from `lucide` (its data only; unused icons are dropped). */
  icon: IconNode;
  className?: string;
}

/**
 * A Lucide icon, drawn in the text colour at the text's size (1em; a class may set another).
 * Always decorative: the control or text beside it carries the name. Rendered here rather than
 * with lucide-react, whose runtime costs about 1.3 kB more on the first load (docs/design.md);
 * its shapes are in the page once, as a symbol of the icon sprite (`icon-sprite.ts`).
 */
export function Icon({ icon, className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${iconSymbolId(icon)}`} />
    </svg>
  );
}
