// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { accountKeys } from '@/api/queries/keys';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { connectionStore, DEMO_DEPLOYMENT } from '../connection/connection-store';
import { signInAgain } from './sign-in-again';

const MAYA = { id: 1, name: 'Maya Manager' };

function sessionWithWaitingWrite(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(accountKeys.me(), MAYA);
  // A write of Maya's that has not reached the server (as while the session was expired).
  void queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => new Promise<never>(() => undefined) })
    .execute(undefined);
  return queryClient;
}

afterEach(() => {
  sessionStorage.clear();
  connectionStore.init(DEMO_DEPLOYMENT);
});

describe('signing in again after a 401', () => {
  useMockApi();

  it("refuses another person's token while writes wait, and renews nothing", async () => {
    connectionStore.actions().switchToDemo('demo-manager');
    const outcome = await signInAgain({
      queryClient: sessionWithWaitingWrite(),
      token: 'demo-editor',
      apiBaseUrl: TEST_API_BASE_URL,
    });
    expect(outcome).toMatchObject({
      kind: 'other-user',
      owner: { name: 'Maya Manager' },
      signingIn: { name: 'Eli Editor' },
      pendingWrites: 1,
    });
    expect(connectionStore.get()).toEqual({ kind: 'demo', token: 'demo-manager' });
  });

  it('renews the token of the same person and lets the writes go', async () => {
    connectionStore.actions().switchToDemo('demo-manager');
    connectionStore.actions().markSessionExpired();
    const outcome = await signInAgain({
      queryClient: sessionWithWaitingWrite(),
      token: 'demo-manager',
      apiBaseUrl: TEST_API_BASE_URL,
    });
    expect(outcome).toEqual({ kind: 'signed-in' });
  });

  it('lets anyone sign in when nothing waits', async () => {
    connectionStore.actions().switchToDemo('demo-manager');
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountKeys.me(), MAYA);
    const outcome = await signInAgain({
      queryClient,
      token: 'demo-editor',
      apiBaseUrl: TEST_API_BASE_URL,
    });
    expect(outcome).toEqual({ kind: 'signed-in' });
    expect(connectionStore.get()).toEqual({ kind: 'demo', token: 'demo-editor' });
  });
});
