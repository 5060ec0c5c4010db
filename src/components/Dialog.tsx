import { lazyModule } from '@/lib/lazy-module';
import type { DialogProps } from './dialog-props';
import { useReturnFocus } from './use-return-focus';

// Radix's dialog (focus scope, scroll lock, dismissable layer) is not on the board page's first
// load: it is fetched when the browser is idle (`preloadDialog`) or when a dialog first opens.
const radixDialog = lazyModule(() => import('./DialogImpl'));
export const preloadDialog = radixDialog.preload;

/** A modal dialog with focus trapping, restored focus and a labelled title (Radix). */
export function Dialog(props: DialogProps) {
  // Here, not in the lazy part: it must see the opener before the dialog takes focus.
  const returnFocus = useReturnFocus(props.open);
  const module = radixDialog.useModule(props.open);
  if (!props.open || !module) return null;
  return <module.DialogImpl {...props} returnFocus={returnFocus} />;
}
