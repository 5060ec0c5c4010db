import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef, useState } from 'react';
import type { MenuItemProps, MenuNoteProps, MenuProps } from './menu-props';
import styles from './Menu.module.css';

/** The Radix dropdown menu behind `Menu`, in its own chunk. */
export function MenuImpl({
  label,
  trigger,
  children,
  triggerClassName,
  contentClassName,
  align = 'end',
  defaultOpen,
  focusOnMount = false,
  onCloseFocus,
}: MenuProps & { defaultOpen: boolean; focusOnMount?: boolean }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only when it replaces the focused plain button (`Menu`): a later change means nothing.
  const [focusFirst] = useState(focusOnMount);
  useLayoutEffect(() => {
    if (focusFirst) triggerRef.current?.focus();
  }, [focusFirst]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName} aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={contentClassName ?? styles.content}
          align={align}
          sideOffset={4}
          onCloseAutoFocus={
            onCloseFocus
              ? (event) => {
                  event.preventDefault();
                  onCloseFocus();
                }
              : undefined
          }
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItemImpl({
  children,
  onSelect,
  danger,
  className,
  style,
  current,
}: MenuItemProps) {
  return (
    <DropdownMenu.Item
      className={className ?? styles.item}
      style={style}
      data-danger={danger || undefined}
      aria-current={current ? 'page' : undefined}
      onSelect={onSelect}
    >
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuNoteImpl({ children, className }: MenuNoteProps) {
  return <DropdownMenu.Label className={className}>{children}</DropdownMenu.Label>;
}
