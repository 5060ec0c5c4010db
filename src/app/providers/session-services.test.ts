import { describe, expect, it, vi } from 'vitest';
import { getMe } from '@/api/extensions/account';
import { createSessionServices } from './session-services';

describe('a session that has ended', () => {
  it('sends nothing, so a waiting write never goes out with the next person’s token', async () => {
    let current = true;
    const fetchFn = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('{"id":1,"name":"Maya"}', { status: 200 })),
    );
    const { apiClient } = createSessionServices({
      baseUrl: 'https://pb.test/api',
      getToken: () => 'token-of-whoever-is-signed-in-now',
      isCurrent: () => current,
      onUnauthenticated: () => undefined,
      fetchFn,
    });
    await getMe(apiClient);
    expect(fetchFn).toHaveBeenCalledTimes(1);

    current = false; // another person signs in in this tab
    const controller = new AbortController();
    const request = getMe(apiClient, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    controller.abort();
    await expect(request).rejects.toThrow();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
