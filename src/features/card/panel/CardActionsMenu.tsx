import { useState } from 'react';
import type { CardDetail } from '@/api/types';
import { Dialog } from '@/components/Dialog';
import { Menu, MenuItem } from '@/components/Menu';
import { toast } from '@/components/toast';
import { DeleteCardForm } from '../delete/DeleteCardForm';
import styles from './CardPanel.module.css';

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
      () => toast.success('Link to the card copied.'),
      () => toast.error('Could not copy the link: the browser did not allow it.'),
    );
  }

  return (
    <>
      <Menu
        label="Card actions"
        trigger={<span aria-hidden="true">⋯</span>}
        triggerClassName={styles.iconButton}
      >
        <MenuItem onSelect={copyLink}>Copy link</MenuItem>
        {canDelete ? (
          <MenuItem danger onSelect={() => setConfirming(true)}>
            Delete card…
          </MenuItem>
        ) : null}
      </Menu>
      <Dialog open={confirming} onOpenChange={setConfirming} title={`Delete card #${card.number}?`}>
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
