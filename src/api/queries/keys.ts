/**
 * Query keys, from generic to specific (TkDodo, "Effective React Query Keys"), so one prefix
 * invalidates a whole family: `boardKeys.detail(id)` covers the board's working set and
 * everything read under it (searches, members, mentionables, templates, card details,
 * checklists). To touch only the working set, pass `exact: true`. Keys hold no connection:
 * the app makes a new QueryClient when the base URL or the user changes.
 */
import type { BoardAttributeName, BoardSearchParams } from '../endpoints/boards';
import type { CardsInfoRequest } from '../endpoints/cards';
import type { ChecklistRef } from '../endpoints/checklists';

export const boardKeys = {
  all: ['boards'] as const,
  list: () => [...boardKeys.all, 'list'] as const,
  details: () => [...boardKeys.all, 'detail'] as const,
  detail: (boardId: number) => [...boardKeys.details(), boardId] as const,
  attributes: (boardId: number, attributes: readonly BoardAttributeName[]) =>
    [...boardKeys.detail(boardId), 'attributes', [...attributes]] as const,
  searches: (boardId: number) => [...boardKeys.detail(boardId), 'search'] as const,
  search: (boardId: number, params: BoardSearchParams) =>
    [...boardKeys.searches(boardId), params] as const,
  members: (boardId: number) => [...boardKeys.detail(boardId), 'members'] as const,
  mentionables: (boardId: number, filter: string | null) =>
    [...boardKeys.detail(boardId), 'mentionables', filter ?? ''] as const,
  cardTemplates: (boardId: number) => [...boardKeys.detail(boardId), 'card-templates'] as const,
  /** The calendar's dated checklist items: under the board, so checklist writes refresh them. */
  datedItems: (boardId: number) => [...boardKeys.detail(boardId), 'dated-items'] as const,
  datedItemsIn: (boardId: number, from: string, to: string) =>
    [...boardKeys.datedItems(boardId), from, to] as const,
};

export const cardKeys = {
  all: ['cards'] as const,
  /** Nested under the board so board-level invalidation reaches open cards too. */
  detail: (boardId: number, cardId: number) =>
    [...boardKeys.detail(boardId), 'cards', cardId] as const,
  checklist: ({ boardId, cardId, checklistId }: ChecklistRef) =>
    [...cardKeys.detail(boardId, cardId), 'checklists', checklistId] as const,
  /** The card's activity log: under the card, so the card's writes refresh it. */
  activity: (boardId: number, cardId: number) =>
    [...cardKeys.detail(boardId, cardId), 'activity'] as const,
  /** Cross-board, so not under a board. */
  batchInfo: (request: CardsInfoRequest) => [...cardKeys.all, 'info', request] as const,
};

/**
 * A card's comments: deliberately not under the board's key, which every card write invalidates;
 * a long thread is read again only when it changed (a comment write, a live `comment` event).
 */
export const commentKeys = {
  all: ['comments'] as const,
  list: (boardId: number, cardId: number) => [...commentKeys.all, boardId, cardId] as const,
};

/** A card's relations (CONTRACT 4d); read again on a `relation` event or a relation write. */
export const relationKeys = {
  all: ['relations'] as const,
  list: (boardId: number, cardId: number) => [...relationKeys.all, boardId, cardId] as const,
};

export const accountKeys = {
  me: () => ['me'] as const,
  users: (filter: string | null) => ['users', filter ?? ''] as const,
  notifications: () => ['notifications'] as const,
};

export const driveKeys = {
  all: ['drive'] as const,
  nodes: (parentId: number | null) => [...driveKeys.all, 'nodes', parentId] as const,
  fileContent: (fileId: number) => [...driveKeys.all, 'files', fileId, 'content'] as const,
};
