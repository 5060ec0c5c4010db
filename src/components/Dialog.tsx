import type { ReactNode } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Block closing by Escape or outside click (e.g. when signing in is required). */
  dismissible?: boolean;
  /**
   * Actions always in view under a body that scrolls (Clear, Done), with a close button beside
   * the title; on a phone the dialog is a bottom sheet.
   */
  footer?: ReactNode;
}

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
