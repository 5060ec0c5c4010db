import {
  isCancelledError,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../http/client';
import { isApiError } from '../http/errors';
import { useUpdateCard } from '@/sync/writes/update-card.write';
import { useUpdateNotificationPreferences } from '@/sync/writes/boards.write';
import { ApiClientProvider, useApiClient } from '../react/api-client-context';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { wireBoard, wireCard } from '../testing/wire-fixtures';
import { meQuery } from './account';
import { boardQueries } from './boards';
import { cardQueries } from './cards';
import { boardKeys, cardKeys } from './keys';

function harness(respond: (url: string, method: string) => Response) {
  const { fetchFn, requests } = fakeFetch((request) => respond(request.url, request.method));
  const client = createApiClient({ baseUrl: '/api', token: 't', fetchFn });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { client, queryClient, requests, wrapper };
}

describe('query keys', () => {
  it('go from generic to specific', () => {
    expect(boardKeys.all).toEqual(['boards']);
    expect(boardKeys.list()).toEqual(['boards', 'list']);
    expect(boardKeys.detail(1)).toEqual(['boards', 'detail', 1]);
    expect(boardKeys.search(1, { query: 'x' })).toEqual([
      'boards',
      'detail',
      1,
      'search',
      { query: 'x' },
    ]);
    expect(boardKeys.members(1)).toEqual(['boards', 'detail', 1, 'members']);
    expect(cardKeys.detail(1, 101)).toEqual(['boards', 'detail', 1, 'cards', 101]);
    expect(cardKeys.checklist({ boardId: 1, cardId: 101, checklistId: 3 })).toEqual([
      'boards',
      'detail',
      1,
      'cards',
      101,
      'checklists',
      3,
    ]);
  });

  it('query options carry their key', () => {
    const client: ApiClient = createApiClient({ baseUrl: '/api', token: null });
    expect(boardQueries.detail(client, 1).queryKey).toEqual(boardKeys.detail(1));
    expect(boardQueries.search(client, 1, { tags: [3] }).queryKey).toEqual(
      boardKeys.search(1, { tags: [3] }),
    );
    expect(cardQueries.detail(client, 1, 2).queryKey).toEqual(cardKeys.detail(1, 2));
    expect(meQuery(client).queryKey).toEqual(['me']);
  });
});

describe('react integration', () => {
  it('useApiClient throws outside the provider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiClientProvider/);
  });

  it('loads a normalized board through the query options', async () => {
    const { wrapper } = harness(() => jsonResponse(wireBoard));
    const { result } = renderHook(
      () => {
        const client = useApiClient();
        return useQuery(boardQueries.detail(client, 1));
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.cards[1]?.assignees_ids).toEqual([]);
  });

  it('reads the board again with its ETag: a 304 keeps the very same board, a 200 brings the new one', async () => {
    let tag = '"v1"';
    let title = wireBoard.cards[0]?.title ?? '';
    const { wrapper, requests } = harness(() => {
      const asked = requests.at(-1)?.headers['if-none-match'];
      if (asked === tag) return new Response(null, { status: 304, headers: { ETag: tag } });
      const body = {
        ...wireBoard,
        cards: wireBoard.cards.map((card, i) => (i === 0 ? { ...card, title } : card)),
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: tag },
      });
    });
    const { result } = renderHook(() => useQuery(boardQueries.detail(useApiClient(), 1)), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data;
    expect(requests[0]?.headers['if-none-match']).toBeUndefined();

    await result.current.refetch();
    expect(requests[1]?.headers['if-none-match']).toBe('"v1"');
    expect(result.current.data).toBe(first);

    tag = '"v2"';
    title = 'Moved by a teammate';
    await result.current.refetch();
    expect(requests[2]?.headers['if-none-match']).toBe('"v1"');
    await waitFor(() => expect(result.current.data?.cards[0]?.title).toBe('Moved by a teammate'));
    expect(result.current.data?.cards[1]).toBe(first?.cards[1]);
  });

  it('surfaces a typed error', async () => {
    const { wrapper } = harness(() =>
      jsonResponse({ message: 'This action is unauthorized.' }, 403),
    );
    const { result } = renderHook(() => useQuery(boardQueries.detail(useApiClient(), 1)), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isApiError(result.current.error) && result.current.error.kind).toBe('forbidden');
  });

  it('a card update invalidates the board and everything under it', async () => {
    const { wrapper, queryClient, requests } = harness((_url, method) =>
      method === 'PATCH'
        ? jsonResponse({ ...wireCard, title: 'Renamed' })
        : jsonResponse(wireBoard),
    );
    const board = renderHook(() => useQuery(boardQueries.detail(useApiClient(), 1)), { wrapper });
    await waitFor(() => expect(board.result.current.isSuccess).toBe(true));
    queryClient.setQueryData(cardKeys.detail(1, 101), null);

    const mutation = renderHook(() => useUpdateCard(), { wrapper });
    await mutation.result.current.mutateAsync({
      boardId: 1,
      cardId: 101,
      changes: { title: 'Renamed' },
    });

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/boards/1',
      'PATCH /api/boards/1/cards/101',
      'GET /api/boards/1',
    ]);
    expect(queryClient.getQueryState(cardKeys.detail(1, 101))?.isInvalidated).toBe(true);
  });

  it('caller callbacks still run next to the built-in ones', async () => {
    const { wrapper, queryClient } = harness(() =>
      jsonResponse({
        notification_mode: 'silent',
        is_notified_through_app: false,
        is_notified_through_email: false,
      }),
    );
    queryClient.setQueryData(boardKeys.detail(1), {
      ...wireBoard,
      preferences: {
        view_mode: null,
        notification: {
          notification_mode: 'all',
          is_notified_through_app: true,
          is_notified_through_email: false,
        },
      },
    });
    const settled: string[] = [];
    const mutation = renderHook(
      () => useUpdateNotificationPreferences({ onSettled: () => void settled.push('caller') }),
      { wrapper },
    );
    await mutation.result.current.mutateAsync({
      boardId: 1,
      changes: { notification_mode: 'silent' },
    });
    expect(settled).toEqual(['caller']);
    expect(
      queryClient.getQueryData<{ preferences: { notification: { notification_mode: string } } }>(
        boardKeys.detail(1),
      )?.preferences.notification.notification_mode,
    ).toBe('silent');
  });

  it('a cancelled board query ends as a cancellation, not an error', async () => {
    let aborted = false;
    const client = createApiClient({
      baseUrl: '/api',
      token: 't',
      fetchFn: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending = queryClient.fetchQuery(boardQueries.detail(client, 1));
    await queryClient.cancelQueries({ queryKey: boardKeys.detail(1) });
    const error = await pending.catch((reason: unknown) => reason);
    expect(isCancelledError(error)).toBe(true);
    expect(aborted).toBe(true);
    expect(queryClient.getQueryState(boardKeys.detail(1))?.status).not.toBe('error');
  });
});
