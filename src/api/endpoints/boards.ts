/** Spec 4.1: board read, update and search. */
import type {
  CardSortField,
  DueBucket,
  SearchOperator,
  SearchStatus,
  SearchTarget,
  SortDirection,
  Visibility,
} from '@/domain/enums';
import type { PermissionLevel } from '@/domain/permissions';
import type { RelationFilter } from '@/domain/relations';
import { parseResponseText, type ApiClient, type ConditionalResult } from '../http/client';
import type { QueryParams } from '../http/query-string';
import { boardAttributesSchema, boardSchema } from '../schemas/board';
import { boardSearchResultSchema, boardWorkingSetSchema } from '../schemas/board-payload';
import { map, object } from '../schemas/shape';
import type { Board, BoardAttributes, BoardSearchResult, BoardWorkingSet } from '../types';
import type { RequestOptions } from './request-options';

/** `GET /boards/{board}`: the full working set. */
export function getBoard(
  client: ApiClient,
  boardId: number,
  options: RequestOptions = {},
): Promise<BoardWorkingSet> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}`,
    schema: boardWorkingSetSchema,
    signal: options.signal,
  });
}

/**
 * The board read as text, sent with `If-None-Match: etag` when the caller holds a copy: a
 * server that tags its reads (CONTRACT 4b) then answers an unchanged board with 304 and no
 * body. The text is parsed in the board reader's worker, or here with `readBoardText`.
 */
export function getBoardTextIfChanged(
  client: ApiClient,
  boardId: number,
  etag: string | null,
  options: RequestOptions = {},
): Promise<ConditionalResult<{ text: string; status: number }>> {
  return client.requestTextIfChanged({
    method: 'GET',
    path: `/boards/${boardId}`,
    signal: options.signal,
    etag,
  });
}

/** A board read's text parsed and checked on this thread. */
export function readBoardText(read: { text: string; status: number }): Promise<BoardWorkingSet> {
  return parseResponseText(boardWorkingSetSchema, read.text, {
    status: read.status,
    extension: false,
  });
}

export type BoardAttributeName = keyof Board;

const boardAttributesEnvelope = map(object({ board: boardAttributesSchema }), ({ board }) => board);

/** `GET /boards/{board}?attributes[]=...`: only those attributes (the answer is `{board}`). */
export function getBoardAttributes(
  client: ApiClient,
  boardId: number,
  attributes: readonly BoardAttributeName[],
  options: RequestOptions = {},
): Promise<BoardAttributes> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}`,
    query: { attributes },
    schema: boardAttributesEnvelope,
    signal: options.signal,
  });
}

export interface BoardMemberInput {
  id: number;
  permission: PermissionLevel;
}

export interface BoardAttributeChanges {
  name?: string;
  description?: string | null;
  icon?: string | null;
  parent_id?: number | null;
  order_cards_by?: CardSortField | null;
  order_cards_direction?: SortDirection | null;
}

/**
 * `PATCH /boards/{board}` body. visibility and members go together (both need manage);
 * members replaces the whole member list.
 */
export type UpdateBoardInput = BoardAttributeChanges &
  (
    | { visibility: Visibility; members: readonly BoardMemberInput[] }
    | { visibility?: undefined; members?: undefined }
  );

export function updateBoard(
  client: ApiClient,
  boardId: number,
  changes: UpdateBoardInput,
  options: RequestOptions = {},
): Promise<Board> {
  return client.request({
    method: 'PATCH',
    path: `/boards/${boardId}`,
    body: changes,
    schema: boardSchema,
    signal: options.signal,
  });
}

export type CustomFieldFilterValue = string | number | boolean | readonly (string | number)[];

export interface CustomFieldFilter {
  definitionId: number;
  operator: SearchOperator;
  /** Omitted for is_empty and is_not_empty; `[min, max]` for between; ids for is_any_of. */
  value?: CustomFieldFilterValue;
}

export interface BoardSearchParams {
  query?: string | null;
  tags?: readonly number[];
  assignees?: readonly number[];
  statuses?: readonly SearchStatus[];
  dueDates?: readonly DueBucket[];
  customFields?: readonly CustomFieldFilter[];
  /** CONTRACT 4d: `by[relations][]`. */
  relations?: readonly RelationFilter[];
  includeArchived?: boolean;
  target?: SearchTarget;
}

/** The bracket parameters of a search: `query`, `by[...]`, `scope[archived]`, `target`. */
export function searchQueryParams(params: BoardSearchParams): QueryParams {
  const query = params.query?.trim();
  return {
    query: query ? query : undefined,
    by: {
      tags: params.tags,
      assignees: params.assignees,
      statuses: params.statuses,
      dueDate: params.dueDates,
      customFields: params.customFields?.map((filter) => ({
        definitionId: filter.definitionId,
        operator: filter.operator,
        value:
          filter.operator === 'is_empty' || filter.operator === 'is_not_empty'
            ? undefined
            : filter.value,
      })),
      relations: params.relations,
    },
    scope: { archived: params.includeArchived ? true : undefined },
    target: params.target,
  };
}

/** `GET /boards/{board}/search`: the working set restricted to matches, plus cards_summary. */
export function searchBoard(
  client: ApiClient,
  boardId: number,
  params: BoardSearchParams,
  options: RequestOptions = {},
): Promise<BoardSearchResult> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}/search`,
    query: searchQueryParams(params),
    schema: boardSearchResultSchema,
    signal: options.signal,
  });
}
