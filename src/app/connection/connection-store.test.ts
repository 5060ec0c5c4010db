// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { connectionStore, initialConnection } from './connection-store';

const DEMO = { apiBaseUrl: null, demo: true };
const TEAM = { apiBaseUrl: 'https://team.example/api', demo: false };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  connectionStore.init(DEMO);
});

describe('where a page load starts', () => {
  it('opens the demo on a fresh browser of a demo deployment', () => {
    expect(initialConnection(DEMO)).toEqual({ kind: 'demo', token: 'demo-manager' });
  });

  it('asks to sign in again to the server used before, never falling back to the demo', () => {
    connectionStore.init(DEMO);
    connectionStore.actions().connectToServer({
      baseUrl: 'http://127.0.0.1:4010/api/',
      token: 'secret-token',
      stayForTab: false,
    });
    // A reload of this tab, or a new tab: the token was kept in memory only.
    expect(initialConnection(DEMO)).toEqual({
      kind: 'signed-out',
      baseUrl: 'http://127.0.0.1:4010/api',
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-token');
  });

  it('keeps the session across a reload only when asked to stay signed in for the tab', () => {
    connectionStore.actions().connectToServer({
      baseUrl: 'http://127.0.0.1:4010/api',
      token: 'tab-token',
      stayForTab: true,
    });
    expect(initialConnection(DEMO)).toEqual({
      kind: 'server',
      baseUrl: 'http://127.0.0.1:4010/api',
      token: 'tab-token',
      stayForTab: true,
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('tab-token');
  });

  it('stays in the demo in a tab where the demo was chosen', () => {
    connectionStore.actions().connectToServer({
      baseUrl: 'http://127.0.0.1:4010/api',
      token: 't',
      stayForTab: false,
    });
    connectionStore.actions().switchToDemo('demo-editor');
    expect(initialConnection(DEMO)).toEqual({ kind: 'demo', token: 'demo-editor' });
  });

  it('opens a team deployment at the sign-in for its server, and never the demo', () => {
    expect(initialConnection(TEAM)).toEqual({
      kind: 'signed-out',
      baseUrl: 'https://team.example/api',
    });
    sessionStorage.setItem(
      'project-board.connection',
      JSON.stringify({ kind: 'demo', token: 'demo-manager' }),
    );
    expect(initialConnection(TEAM).kind).toBe('signed-out');
  });

  it('shows the connection choice when the demo is off and no server is known', () => {
    expect(initialConnection({ apiBaseUrl: null, demo: false })).toEqual({
      kind: 'signed-out',
      baseUrl: null,
    });
  });
});

describe('signing out', () => {
  it('forgets the token and returns to the sign-in for the same server', () => {
    connectionStore.actions().connectToServer({
      baseUrl: 'http://127.0.0.1:4010/api',
      token: 'tab-token',
      stayForTab: true,
    });
    connectionStore.actions().signOut();
    expect(connectionStore.get()).toEqual({
      kind: 'signed-out',
      baseUrl: 'http://127.0.0.1:4010/api',
    });
    expect(sessionStorage.getItem('project-board.connection')).toBeNull();
    expect(initialConnection(DEMO).kind).toBe('signed-out');
  });
});
