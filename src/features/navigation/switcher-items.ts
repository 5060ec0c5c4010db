import type { BoardSummary, PartialCard } from '@/api/types';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

export interface SwitcherItem {
  key: string;
  kind: 'board' | 'card';
  label: string;
  icon: string | null;
  /** Where it sits: a board's parent, a card's board and column. */
  detail: string;
  href: string;
}

export function boardItems(boards: readonly BoardSummary[]): SwitcherItem[] {
  const names = new Map(boards.map((board) => [board.id, board.name]));
  return [...boards]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((board) => ({
      key: `board-${board.id}`,
      kind: 'board',
      label: board.name,
      icon: board.icon ?? null,
      detail: board.parent_id != null ? `in ${names.get(board.parent_id) ?? 'a parent board'}` : '',
      href: paths.board.href(board.id),
    }));
}

/** Recent cards in the order they were opened; ids the server left out are gone or forbidden. */
export function cardItems(
  recentIds: readonly number[],
  cards: readonly PartialCard[],
): SwitcherItem[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return recentIds.flatMap((id) => {
    const card = byId.get(id);
    const boardId = card?.board?.id ?? card?.board_id;
    if (!card || boardId == null) return [];
    const where = [card.board?.name, card.column?.name].filter(Boolean).join(' › ');
    return [
      {
        key: `card-${card.id}`,
        kind: 'card' as const,
        icon: null,
        label: `${card.number != null ? `#${card.number} ` : ''}${card.title ?? t('switcher.untitled', 'Untitled card')}`,
        detail: where,
        href: paths.card.href(boardId, card.id),
      },
    ];
  });
}

/** Every whitespace-separated term must occur in the label or the detail, case-insensitively. */
export function filterItems(items: readonly SwitcherItem[], query: string): SwitcherItem[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...items];
  return items.filter((item) => {
    const text = `${item.label} ${item.detail}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}
