/** The API layer's public surface (see the README of src/api for the contract decisions). */
export * from './types';
export { isKnown } from './schemas/primitives';
export { DRIVE_NODE_KINDS } from './schemas/extensions';
export {
  normalizeBoard,
  normalizeCard,
  normalizeCardDetail,
  normalizeSearchResult,
  type NormalizeError,
  type NormalizeResult,
} from './normalize';

export {
  createApiClient,
  type ApiClient,
  type ApiClientConfig,
  type HttpMethod,
} from './http/client';
export {
  ApiError,
  fieldError,
  isAbortError,
  isApiError,
  isUnsupported,
  type ApiErrorKind,
} from './http/errors';
export { serializeQuery, type QueryParams } from './http/query-string';

export * from './endpoints/boards';
export * from './endpoints/members';
export * from './endpoints/tags';
export * from './endpoints/columns';
export * from './endpoints/cards';
export * from './endpoints/checklists';
export * from './endpoints/custom-fields';
export type { RequestOptions } from './endpoints/request-options';

export * from './extensions/account';
export * from './extensions/boards';
export * from './extensions/cards';
export * from './extensions/columns';
export * from './extensions/checklists';
export * from './extensions/drive';
export * from './extensions/comments';
export * from './extensions/activity';
export * from './extensions/notifications';

export { ApiClientProvider, useApiClient } from './react/api-client-context';

export { accountKeys, boardKeys, cardKeys, commentKeys, driveKeys } from './queries/keys';
export { commentQueries } from './queries/comments';
export { boardQueries } from './queries/boards';
export { cardQueries } from './queries/cards';
export { accountQueries, meQuery } from './queries/account';
export { driveQueries } from './queries/drive';
