import { memo, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { ActivityRow } from './activity/ActivityRow';
import { CommentItem } from './CommentItem';
import { COMMENT_PAGE, visibleCount } from './thread-window';
import type { TimelineEntry } from './timeline';
import styles from './Comments.module.css';

export interface TimelineProps {
  entries: readonly TimelineEntry[];
  /** The list's accessible name ("Comments", "Activity", "Comments and activity"). */
  label: string;
  emptyText: string;
  boardId: number;
  cardId: number;
  /** The signed-in user (null while unknown): their comments can be edited. */
  meId: number | null;
  canModerate: boolean;
  removedUserIds: ReadonlySet<number>;
  /** A comment to land on (`?comment=ID`): shown, scrolled to, focused, highlighted. */
  anchorId: number | null;
  /** Where focus goes when the focused comment is deleted. */
  onFocusLost: () => void;
}

/**
 * The thread, oldest first. Only the newest page is rendered (a card with 1,000 comments
 * paints 30); "Show earlier" adds a page above. Memoized: typing in the composer does not render
 * it again.
 */
export const Timeline = memo(function Timeline({
  entries,
  label,
  emptyText,
  boardId,
  cardId,
  meId,
  canModerate,
  removedUserIds,
  anchorId,
  onFocusLost,
}: TimelineProps) {
  const [shown, setShown] = useState(COMMENT_PAGE);
  const anchorIndex =
    anchorId === null
      ? -1
      : entries.findIndex((entry) => entry.kind === 'comment' && entry.comment.id === anchorId);
  const count = visibleCount(entries.length, shown, anchorIndex);
  const hidden = entries.length - count;
  const landed = useRef<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const focusAfterShowing = useRef<string | null>(null);

  // Land on the anchored comment once it is rendered: scroll to it, focus it, highlight it.
  useEffect(() => {
    if (anchorId === null || anchorIndex < 0 || landed.current === anchorId) return;
    const node = document.getElementById(`comment-${anchorId}`);
    if (!node) return;
    landed.current = anchorId;
    node.scrollIntoView({ block: 'center' });
    node.focus({ preventScroll: true });
    setHighlighted(anchorId);
  }, [anchorId, anchorIndex]);

  // After "Show earlier", focus goes to the first entry just shown (the button may be gone).
  useEffect(() => {
    const id = focusAfterShowing.current;
    if (id === null) return;
    focusAfterShowing.current = null;
    document.querySelector<HTMLElement>(`[data-entry="${id}"]`)?.focus();
  }, [count]);

  if (entries.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  const next = Math.min(COMMENT_PAGE, hidden);
  return (
    <>
      {hidden > 0 ? (
        <Button
          size="sm"
          onClick={() => {
            focusAfterShowing.current = entries[hidden - next]?.key ?? null;
            setShown(count + next);
          }}
        >
          Show {next} earlier ({hidden} not shown)
        </Button>
      ) : null}
      <ol className={styles.thread} aria-label={label}>
        {entries
          .slice(hidden)
          .map((entry) =>
            entry.kind === 'comment' ? (
              <CommentItem
                key={entry.key}
                entryKey={entry.key}
                comment={entry.comment}
                boardId={boardId}
                cardId={cardId}
                removedUserIds={removedUserIds}
                isOwn={meId !== null && entry.comment.user?.id === meId}
                canModerate={canModerate}
                highlighted={highlighted === entry.comment.id}
                onFocusLost={onFocusLost}
              />
            ) : (
              <ActivityRow key={entry.key} entryKey={entry.key} group={entry.group} />
            ),
          )}
      </ol>
    </>
  );
});
