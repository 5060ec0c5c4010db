import * as RadixDialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { meQuery } from '@/api/queries/account';
import { cardQueries } from '@/api/queries/cards';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { useReturnFocus } from '@/components/use-return-focus';
import { activeMembers } from './active-members';
import { AssigneesSection } from './AssigneesSection';
import { boardHref } from './card-href';
import { CardEditFields } from './CardEditFields';
import { CardFacts } from './CardFacts';
import { ChecklistsSection } from './ChecklistsSection';
import { ContentSection } from './ContentSection';
import { CustomFieldsSection } from './CustomFieldsSection';
import { DeleteCardSection } from './DeleteCardSection';
import { FilesSection } from './FilesSection';
import styles from './CardPanel.module.css';

interface CardPanelProps {
  boardId: number;
  cardId: number;
  board: BoardWorkingSet;
}

/**
 * The card route: a side panel over the board. Escape or the close button go back to the board
 * with its search params (filters, view) as they were; Radix returns focus to the opener.
 */
export function CardPanel({ boardId, cardId, board }: CardPanelProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const client = useApiClient();
  const detail = useQuery(cardQueries.detail(client, boardId, cardId));
  const onBoard = board.cards.find((card) => card.id === cardId);
  const close = () => navigate(boardHref(boardId, search));
  // Back to the tile or row that opened the panel (the board underneath stays mounted).
  const returnFocus = useReturnFocus(true);
  const shown = detail.data ?? onBoard;
  // The card's title in a <bdi>: a right-to-left title must not reorder the number before it.
  const title = shown ? (
    <>
      #{shown.number} <bdi>{shown.title}</bdi>
    </>
  ) : (
    'Card'
  );

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close card">
              ×
            </RadixDialog.Close>
          </header>
          {detail.isPending ? (
            <p className={styles.muted}>Loading the card…</p>
          ) : detail.isError ? (
            <p role="alert">
              {onBoard
                ? 'The card could not be loaded. Try again later.'
                : 'This card is not on the board. It may have been deleted or moved.'}
            </p>
          ) : (
            <CardBody card={detail.data} board={board} onDeleted={close} />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface CardBodyProps {
  card: CardDetail;
  board: BoardWorkingSet;
  onDeleted: () => void;
}

function CardBody({ card, board, onDeleted }: CardBodyProps) {
  const client = useApiClient();
  const me = useQuery(meQuery(client));
  // CONTRACT.md section 2: interact syncs assignees, ticks and adds checklist items and
  // attaches files; everything else written from the panel needs edit.
  const canEdit = board.permissions.edit;
  const canInteract = board.permissions.interact || canEdit;
  const draftKey = me.data ? { userId: me.data.id, boardId: card.board_id, cardId: card.id } : null;
  return (
    <div className={styles.body}>
      {canEdit ? null : <p className={styles.notice}>{accessNotice(canInteract)}</p>}
      <CardFacts card={card} board={board} />
      {me.isPending ? (
        <p className={styles.muted}>Loading the description…</p>
      ) : (
        <ContentSection card={card} canEdit={canEdit} draftKey={draftKey} />
      )}
      <ChecklistsSection
        card={card}
        members={activeMembers(board)}
        canTick={canInteract}
        canEdit={canEdit}
      />
      <CustomFieldsSection card={card} board={board} canEdit={canEdit} />
      <FilesSection card={card} canAttach={canInteract} />
      {canEdit ? <CardEditFields key={card.id} card={card} board={board} /> : null}
      {canInteract ? (
        <AssigneesSection
          key={card.assignees.map((user) => user.id).join()}
          card={card}
          board={board}
        />
      ) : null}
      {canEdit ? <DeleteCardSection card={card} onDeleted={onDeleted} /> : null}
    </div>
  );
}

/** What a member below edit may do here (CONTRACT.md section 2). */
function accessNotice(canInteract: boolean): string {
  return canInteract
    ? 'You can assign people, tick and add checklist items and attach files. Other changes need edit permission.'
    : 'You can read this card but not edit it.';
}
