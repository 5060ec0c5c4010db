import { Ellipsis } from 'lucide';
import { Icon } from '@/components/Icon';
import { useState } from 'react';
import type { CardDetail } from '@/api/types';
import { Dialog } from '@/components/Dialog';
import { Menu, MenuItem } from '@/components/Menu';
import { toast } from '@/components/toast';
import { DeleteCardForm } from '../delete/DeleteCardForm';
import styles from './CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

interface CardActionsMenuProps {
  card: CardDetail;
  canDelete: boolean;
  onDeleted: () => void;
}

/** The card's other actions: copy its link; delete it, after a confirmation. */
export function CardActionsMenu({ card, canDelete, onDeleted }: CardActionsMenuProps) {
  const [confirming, setConfirming] = useState(false);

  function copyLink(): void {
    navigator.clipboard.writeText(window.location.href).then(
      () => toast.success(t('card.actions.copied', 'Link to the card copied.')),
      () =>
        toast.error(
          t('card.actions.copyFailed', 'Could not copy the link: the browser did not allow it.'),
        ),
    );
  }

  return (
    <>
      <Menu
        label={t('card.actions.label', 'Card actions')}
        trigger={<Icon icon={Ellipsis} />}
        triggerClassName={styles.iconButton}
      >
        <MenuItem onSelect={copyLink}>{t('card.actions.copyLink', 'Copy link')}</MenuItem>
        {canDelete ? (
          <MenuItem danger onSelect={() => setConfirming(true)}>
            {t('card.actions.delete', 'Delete card…')}
          </MenuItem>
        ) : null}
      </Menu>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('card.delete.title', 'Delete card #{number}?', { number: String(card.number) })}
      >
        <DeleteCardForm
          boardId={card.board_id}
          card={card}
          onCancel={() => setConfirming(false)}
          onDeleted={() => {
            setConfirming(false);
            onDeleted();
          }}
        />
      </Dialog>
    </>
  );
}
