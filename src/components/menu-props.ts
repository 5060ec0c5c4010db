import type { CSSProperties, ReactNode } from 'react';

export interface MenuProps {
  /** The accessible name of the button that opens the menu (defaults to the trigger's text). */
  label?: string;
  trigger: ReactNode;
  children: ReactNode;
  triggerClassName?: string;
  contentClassName?: string;
  align?: 'start' | 'end';
  /** Open as soon as it mounts (a shortcut asked for it). */
  openOnMount?: boolean;
  /** Where focus goes when it closes, instead of back to its button. */
  onCloseFocus?: () => void;
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Marks the item that stands for the current page. */
  current?: boolean;
}

export interface MenuNoteProps {
  children: ReactNode;
  className?: string;
}
