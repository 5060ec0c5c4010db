import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { MenuItemProps, MenuNoteProps, MenuProps } from './Menu';
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
  onCloseFocus,
}: MenuProps & { defaultOpen: boolean }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={label}>
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
