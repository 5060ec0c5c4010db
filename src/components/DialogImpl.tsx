import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide';
import { Icon } from './Icon';
import { t } from '@/lib/i18n/translate';
import type { DialogProps } from './dialog-props';
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
  footer,
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
          className={footer ? `${styles.content} ${styles.panel}` : styles.content}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={returnFocus}
        >
          <div className={styles.titleRow}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {footer ? (
              <RadixDialog.Close
                className={styles.close}
                aria-label={t('dialog.close', 'Close')}
                title={t('dialog.close', 'Close')}
              >
                <Icon icon={X} />
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {footer ? (
            <>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>{footer}</div>
            </>
          ) : (
            children
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
