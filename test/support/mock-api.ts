import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandlers } from '@/mock/handlers';
import { createMockService, type MockService } from '@/mock/service';

/** Where component tests point the API client; MSW answers it with the real mock handlers. */
export const TEST_API_BASE_URL = 'http://localhost/api';

/**
 * The whole mock service behind MSW's Node interceptor, reset to the seed after each test.
 * Unhandled requests fail the test, so a component can't silently call something unmocked.
 */
export function useMockApi(): { service: MockService; server: ReturnType<typeof setupServer> } {
  const service = createMockService();
  const server = setupServer(...createHandlers(service));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    service.reset();
  });
  afterAll(() => server.close());
  return { service, server };
}
