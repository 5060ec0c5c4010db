import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '@/paths';

interface CardLinkProps {
  boardId: number;
  cardId: number;
  className?: string;
  children: ReactNode;
  /** Passed through to the anchor (e.g. the list's roving focus marker). */
  'data-row-focus'?: number;
  'aria-label'?: string;
}

/**
 * A board's link to one of its cards, keeping the board's search params. It reads the search
 * string itself, so only this small link re-renders when the URL changes (a filter keystroke),
 * never the memoized tile or row around it; its children are the same elements and are skipped.
 */
export function CardLink({ boardId, cardId, className, children, ...rest }: CardLinkProps) {
  const search = useSearch();
  return (
    <Link
      href={paths.card.href(boardId, cardId, search)}
      className={className}
      dir="auto"
      {...rest}
    >
      {children}
    </Link>
  );
}
