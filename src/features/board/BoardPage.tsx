import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { QueryErrorScreen } from '@/components/QueryErrorScreen';
import { BoardSkeleton } from './BoardSkeleton';
import { CardPeek } from './CardPeek';
import { KanbanView } from './kanban/KanbanView';
import { layoutBoard } from './model/board-layout';
import { MoveCardDialog } from './move/MoveCardDialog';
import styles from './BoardPage.module.css';

interface BoardPageProps {
  boardId: number;
  cardId: number | null;
}

export function BoardPage({ boardId, cardId }: BoardPageProps) {
  const client = useApiClient();
  const board = useQuery(boardQueries.detail(client, boardId));
  const layout = useMemo(() => (board.data ? layoutBoard(board.data) : null), [board.data]);

  if (board.isPending) return <BoardSkeleton />;
  if (board.isError || !layout) {
    return (
      <QueryErrorScreen
        error={board.error}
        subject="this board"
        onRetry={() => void board.refetch()}
        actions={<Link href="/">Back to your boards</Link>}
      />
    );
  }

  const openCard = cardId == null ? null : board.data.cards.find((card) => card.id === cardId);
  const canMove = board.data.permissions.edit;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {board.data.icon ? <span aria-hidden="true">{board.data.icon} </span> : null}
          <bdi>{board.data.name}</bdi>
        </h1>
        <span className={styles.visibility}>
          {board.data.visibility === 'public' ? 'Public' : 'Private'}
        </span>
      </header>
      <KanbanView boardId={boardId} board={board.data} layout={layout} canMove={canMove} />
      {canMove ? <MoveCardDialog boardId={boardId} board={board.data} layout={layout} /> : null}
      {cardId != null ? <CardPeek boardId={boardId} card={openCard ?? null} /> : null}
    </div>
  );
}
