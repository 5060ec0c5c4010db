import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient, type ApiClient } from '@/api/http/client';
import { ApiClientProvider } from '@/api/react/api-client-context';
import { TEST_API_BASE_URL } from './mock-api';

interface Options {
  token?: string;
  path?: string;
  /** Runs before the first render with the session's clients (a test attaches board copies). */
  setup?: (client: ApiClient, queryClient: QueryClient) => void;
}

/** Renders UI with a fresh QueryClient, an API client for the mock, and an in-memory router. */
export function renderWithApi(
  ui: ReactNode,
  { token = 'demo-manager', path = '/', setup }: Options = {},
): RenderResult & { queryClient: QueryClient; history: string[] } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = createApiClient({ baseUrl: TEST_API_BASE_URL, token });
  setup?.(client, queryClient);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, history: location.history ?? [] };
}
