import { create } from 'zustand';
import { DEFAULT_DEMO_TOKEN, isDemoToken, type DemoToken } from './demo-users';

/**
 * Where the app gets its data. The token lives in memory; it reaches sessionStorage (this tab
 * only) when the user asks to stay signed in for the tab. Never localStorage, never the URL.
 */
export type Connection =
  | { kind: 'demo'; token: DemoToken }
  | { kind: 'server'; baseUrl: string; token: string; stayForTab: boolean };

interface ConnectionState {
  connection: Connection;
  /** Changes when the signed-in identity changes; the query cache is rebuilt on change. */
  sessionId: number;
  /** Set when the server answered 401: the app asks to sign in again, keeping what is on screen. */
  sessionExpired: boolean;
  actions: {
    switchToDemo: (token: DemoToken) => void;
    connectToServer: (input: { baseUrl: string; token: string; stayForTab: boolean }) => void;
    /** A new token after a 401: same session, so pending work and drafts carry on. */
    renewToken: (token: string) => void;
    markSessionExpired: () => void;
  };
}

const STORAGE_KEY = 'project-board.connection';

function readStoredConnection(): Connection {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (raw == null) return { kind: 'demo', token: DEFAULT_DEMO_TOKEN };
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed == null) throw new Error('not an object');
    const value = parsed as Record<string, unknown>;
    if (value.kind === 'demo' && isDemoToken(value.token)) {
      return { kind: 'demo', token: value.token };
    }
    if (
      value.kind === 'server' &&
      typeof value.baseUrl === 'string' &&
      typeof value.token === 'string'
    ) {
      return { kind: 'server', baseUrl: value.baseUrl, token: value.token, stayForTab: true };
    }
  } catch {
    // Unreadable storage falls back to the demo.
  }
  return { kind: 'demo', token: DEFAULT_DEMO_TOKEN };
}

function storeConnection(connection: Connection): void {
  try {
    if (connection.kind === 'server' && !connection.stayForTab) {
      sessionStorage.removeItem(STORAGE_KEY);
    } else {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(connection));
    }
  } catch {
    // Storage may be unavailable (private mode); the connection still works in memory.
  }
}

const useConnectionStore = create<ConnectionState>()((set, get) => ({
  connection: readStoredConnection(),
  sessionId: 1,
  sessionExpired: false,
  actions: {
    switchToDemo: (token) => {
      const connection: Connection = { kind: 'demo', token };
      storeConnection(connection);
      set({ connection, sessionId: get().sessionId + 1, sessionExpired: false });
    },
    connectToServer: ({ baseUrl, token, stayForTab }) => {
      const connection: Connection = {
        kind: 'server',
        baseUrl: baseUrl.replace(/\/+$/, ''),
        token,
        stayForTab,
      };
      storeConnection(connection);
      set({ connection, sessionId: get().sessionId + 1, sessionExpired: false });
    },
    renewToken: (token) => {
      const current = get().connection;
      const connection: Connection =
        current.kind === 'demo' && isDemoToken(token)
          ? { kind: 'demo', token }
          : current.kind === 'server'
            ? { ...current, token }
            : current;
      storeConnection(connection);
      set({ connection, sessionExpired: false });
    },
    markSessionExpired: () => set({ sessionExpired: true }),
  },
}));

export const useConnection = (): Connection => useConnectionStore((s) => s.connection);
export const useSessionId = (): number => useConnectionStore((s) => s.sessionId);
export const useSessionExpired = (): boolean => useConnectionStore((s) => s.sessionExpired);
export const useConnectionActions = (): ConnectionState['actions'] =>
  useConnectionStore((s) => s.actions);

/** For non-React callers (query cache callbacks, bootstrap). */
export const connectionStore = {
  get: (): Connection => useConnectionStore.getState().connection,
  actions: (): ConnectionState['actions'] => useConnectionStore.getState().actions,
};

export function apiBaseUrlOf(connection: Connection, origin: string): string {
  return connection.kind === 'demo' ? `${origin}/api` : connection.baseUrl;
}
