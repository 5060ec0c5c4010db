import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './Dialog';
import styles from './Dialog.module.css';

interface DialogImplProps extends DialogProps {
  returnFocus: (event: Event) => void;
}

/** The Radix dialog behind `Dialog`, in its own chunk. */
export function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
  returnFocus,
}: DialogImplProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={returnFocus}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
