import type { ReactNode } from 'react';

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
