import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import styles from './Menu.module.css';

interface MenuProps {
  /** The accessible name of the button that opens the menu. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  triggerClassName?: string;
}

/** A menu button with a keyboard-navigable list of actions (Radix dropdown menu). */
export function Menu({ label, trigger, children, triggerClassName }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({
  children,
  onSelect,
  danger,
}: {
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
}) {
  return (
    <DropdownMenu.Item
      className={styles.item}
      data-danger={danger || undefined}
      onSelect={onSelect}
    >
      {children}
    </DropdownMenu.Item>
  );
}
