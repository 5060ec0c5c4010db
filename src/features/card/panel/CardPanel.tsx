import { X } from 'lucide';
import { Icon } from '@/components/Icon';
import * as RadixDialog from '@radix-ui/react-dialog';
import { cardOf } from '@/api/queries/board-index';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { meQuery } from '@/api/queries/account';
import { cardQueries } from '@/api/queries/cards';
import { commentQueries } from '@/api/queries/comments';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, Card, CardDetail } from '@/api/types';
import { useReturnFocus } from '@/components/use-return-focus';
import { useMediaQuery } from '@/lib/use-media-query';
import { paths } from '@/paths';
import { commentAnchorOf, withoutCommentAnchor } from './comment-anchor';
import { activeMembers } from '../properties/active-members';
import { CardActionsMenu } from './CardActionsMenu';
import { CardFootnote } from './CardFootnote';
import { CardTitleField } from './CardTitleField';
import { ChecklistsSection } from '../checklists/ChecklistsSection';
import { CommentsSection } from '../comments/CommentsSection';
import { ContentSection } from '../editor/ContentSection';
import { FilesSection } from '../files/FilesSection';
import { CardProperties } from '../properties/CardProperties';
import { RelationsSection } from '../relations/RelationsSection';
import styles from './CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

/** From this width the panel sits beside the board, which stays usable (docs/cards.md). */
export const SIDE_PANEL_QUERY = '(min-width: 1024px)';

interface CardPanelProps {
  boardId: number;
  cardId: number;
  board: BoardWorkingSet;
}

/**
 * The card route: a side panel beside the board on a wide screen (non-modal: the board stays
 * visible and usable, another card's link switches the panel), a modal sheet on a narrow one.
 * Escape or the close button go back to the board with its search params (filters, view) as
 * they were, and focus returns to the opener.
 */
export function CardPanel({ boardId, cardId, board }: CardPanelProps) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const client = useApiClient();
  const detail = useQuery(cardQueries.detail(client, boardId, cardId));
  // The thread is read beside the card, not after it: a long one paints sooner.
  usePrefetchQuery(commentQueries.list(client, boardId, cardId));
  const onBoard = cardOf(board, cardId);
  // The comment anchor belongs to this card's visit, not to the board behind it.
  const close = () => navigate(paths.board.href(boardId, withoutCommentAnchor(search)));
  // Back to the tile or row that opened the panel (the board underneath stays mounted).
  const returnFocus = useReturnFocus(true);
  const side = useMediaQuery(SIDE_PANEL_QUERY);
  const shown = detail.data ?? onBoard;
  const canEdit = board.permissions.edit;

  return (
    <RadixDialog.Root
      open
      modal={!side}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <RadixDialog.Portal>
        {side ? null : <RadixDialog.Overlay className={styles.overlay} />}
        <RadixDialog.Content
          className={styles.panel}
          data-side-panel={side || undefined}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          // The panel itself takes focus: a screen reader hears the card's name, and the title
          // is not put into editing by opening the card.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          // Beside the board, working on the board (or a toast) leaves the panel open.
          onInteractOutside={(event) => {
            if (side) event.preventDefault();
          }}
          // Escape in a title being edited puts the title back; the next Escape closes.
          onEscapeKeyDown={(event) => {
            if (document.activeElement?.hasAttribute('data-editing')) event.preventDefault();
          }}
        >
          <RadixDialog.Title className="visually-hidden">
            {shown ? `#${shown.number} ${shown.title}` : t('card.panel.card', 'Card')}
          </RadixDialog.Title>
          <header className={styles.header}>
            <span className={styles.number} aria-hidden="true">
              {shown ? `#${shown.number}` : ''}
            </span>
            {detail.data && canEdit ? (
              <CardTitleField key={detail.data.id} card={detail.data} />
            ) : (
              <p className={styles.title} aria-hidden="true">
                <bdi>{shown?.title ?? t('card.panel.card', 'Card')}</bdi>
              </p>
            )}
            {detail.data ? (
              <CardActionsMenu card={detail.data} canDelete={canEdit} onDeleted={close} />
            ) : null}
            <RadixDialog.Close
              className={styles.iconButton}
              aria-label={t('card.panel.close', 'Close card')}
            >
              <Icon icon={X} />
            </RadixDialog.Close>
          </header>
          {detail.isPending ? (
            <p className={styles.muted} role="status" aria-busy="true">
              {t('card.panel.loading', 'Loading the card…')}
            </p>
          ) : detail.isError ? (
            <p role="alert">
              {onBoard
                ? t('card.panel.loadFailed', 'The card could not be loaded. Try again later.')
                : t(
                    'card.panel.notOnBoard',
                    'This card is not on the board. It may have been deleted or moved.',
                  )}
            </p>
          ) : (
            <CardBody
              card={detail.data}
              onBoard={onBoard}
              board={board}
              commentAnchor={commentAnchorOf(search)}
            />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface CardBodyProps {
  card: CardDetail;
  /** The board's copy of the card (it knows a move at once; the detail follows later). */
  onBoard: Card | undefined;
  board: BoardWorkingSet;
  /** `?comment=ID`: the comment to land on. */
  commentAnchor: number | null;
}

function CardBody({ card, onBoard, board, commentAnchor }: CardBodyProps) {
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
      <CardProperties
        card={card}
        onBoard={onBoard ?? card}
        board={board}
        canEdit={canEdit}
        canInteract={canInteract}
      />
      {me.isPending ? (
        <p className={styles.muted}>
          {t('card.panel.loadingDescription', 'Loading the description…')}
        </p>
      ) : (
        <ContentSection card={card} canEdit={canEdit} draftKey={draftKey} />
      )}
      <ChecklistsSection
        card={card}
        board={board}
        members={activeMembers(board)}
        canTick={canInteract}
        canEdit={canEdit}
      />
      <RelationsSection card={card} board={board} canEdit={canEdit} />
      <FilesSection card={card} canAttach={canInteract} />
      <CommentsSection
        boardId={card.board_id}
        cardId={card.id}
        board={board}
        me={me.data}
        anchorId={commentAnchor}
      />
      <CardFootnote card={card} />
    </div>
  );
}

/** What a member below edit may do here (CONTRACT.md section 2). */
function accessNotice(canInteract: boolean): string {
  return canInteract
    ? t(
        'card.panel.interactOnly',
        'You can assign people, tick and add checklist items and attach files. Other changes need edit permission.',
      )
    : t('card.panel.readOnly', 'You can read this card but not edit it.');
}
