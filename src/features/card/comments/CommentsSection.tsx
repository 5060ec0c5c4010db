import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { isUnsupported } from '@/api/http/errors';
import { commentQueries } from '@/api/queries/comments';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, CommentAuthor, Me } from '@/api/types';
import type { DraftKey } from '../draft-storage';
import { CommentComposer } from './CommentComposer';
import { Timeline } from './Timeline';
import { timelineOf, type TimelineMode } from './timeline';
import { TimelineModeSwitch } from './TimelineModeSwitch';
import panelStyles from '../panel/CardPanel.module.css';
import styles from './Comments.module.css';
import { t } from '@/lib/i18n/translate';

interface CommentsSectionProps {
  boardId: number;
  cardId: number;
  board: BoardWorkingSet;
  me: Me | undefined;
  /** `?comment=ID`: the comment a notification points at. */
  anchorId: number | null;
}

const LABELS: Record<TimelineMode, () => { list: string; empty: string }> = {
  comments: () => ({
    list: t('comments.mode.comments', 'Comments'),
    empty: t('comments.empty', 'No comments yet.'),
  }),
  activity: () => ({
    list: t('comments.mode.activity', 'Activity'),
    empty: t('comments.activity.empty', 'No activity recorded yet.'),
  }),
  all: () => ({
    list: t('comments.all', 'Comments and activity'),
    empty: t('comments.all.empty', 'Nothing here yet.'),
  }),
};

/**
 * Comments and activity under the card: the thread (or the activity log, or both), and for
 * members who may post (interact and up) the composer; a viewer reads the thread only.
 */
export function CommentsSection({ boardId, cardId, board, me, anchorId }: CommentsSectionProps) {
  const client = useApiClient();
  const [mode, setMode] = useState<TimelineMode>('comments');
  const comments = useQuery(commentQueries.list(client, boardId, cardId));
  const activity = useQuery({
    ...commentQueries.activity(client, boardId, cardId),
    enabled: mode !== 'comments',
  });
  const entries = useMemo(
    () => timelineOf(mode, comments.data ?? [], activity.data ?? []),
    [mode, comments.data, activity.data],
  );
  const members = board.members;
  const removedUserIds = useMemo(
    () =>
      new Set(
        Object.values(members)
          .filter((member) => member.deleted_at != null)
          .map((member) => member.id),
      ),
    [members],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const permissions = board.permissions;
  const canPost = permissions.interact || permissions.edit || permissions.manage;
  const author = useMemo<CommentAuthor | null>(
    () => (me ? { id: me.id, name: me.name, avatar_url: me.avatar_url, deleted: false } : null),
    [me],
  );
  const draftKey = useMemo<DraftKey | null>(
    () => (me ? { userId: me.id, boardId, cardId } : null),
    [me, boardId, cardId],
  );

  if (comments.isError && isUnsupported(comments.error)) return null;
  const loading = comments.isPending || (mode !== 'comments' && activity.isPending);
  const failed = comments.isError || (mode !== 'comments' && activity.isError);
  return (
    <section aria-labelledby="card-comments-heading" className={panelStyles.section}>
      <div className={styles.header}>
        <h3 id="card-comments-heading" ref={heading} tabIndex={-1}>
          {t('comments.mode.comments', 'Comments')}
        </h3>
        <TimelineModeSwitch mode={mode} onChange={setMode} />
      </div>
      {loading ? (
        <p className={styles.muted}>{t('common.loading', 'Loading…')}</p>
      ) : failed ? (
        <p role="alert">
          {mode === 'comments'
            ? t('comments.loadFailed', 'The comments could not be loaded. Try again later.')
            : t(
                'comments.activity.loadFailed',
                'The activity could not be loaded. Try again later.',
              )}
        </p>
      ) : (
        <Timeline
          entries={entries}
          label={LABELS[mode]().list}
          emptyText={LABELS[mode]().empty}
          boardId={boardId}
          cardId={cardId}
          meId={me?.id ?? null}
          canModerate={permissions.manage}
          removedUserIds={removedUserIds}
          anchorId={anchorId}
          onFocusLost={focusHeading}
        />
      )}
      {canPost ? (
        <CommentComposer
          key={`${boardId}:${cardId}:${me?.id ?? ''}`}
          boardId={boardId}
          cardId={cardId}
          draftKey={draftKey}
          author={author}
        />
      ) : (
        <p className={panelStyles.notice}>
          You can read the comments; posting needs interact permission.
        </p>
      )}
    </section>
  );
}
