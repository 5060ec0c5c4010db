import { create } from 'zustand';
import type { DeployConfig } from '../config/deploy-config';
import { DEFAULT_DEMO_TOKEN, isDemoToken, type DemoToken } from './demo-users';

/**
 * Where the app gets its data. The token lives in memory; it reaches sessionStorage (this tab
 * only) when the user asks to stay signed in for the tab. Never localStorage, never the URL.
 * The server's URL (not the token) is remembered in localStorage, so a reload or a new tab
 * asks to sign in to that server again instead of silently opening the demo.
 */
export type SignedInConnection =
  | { kind: 'demo'; token: DemoToken }
  | { kind: 'server'; baseUrl: string; token: string; stayForTab: boolean };

/** Nobody is signed in: the app shows the sign-in for `baseUrl` (or the connection choice). */
export interface SignedOut {
  kind: 'signed-out';
  baseUrl: string | null;
}

export type Connection = SignedInConnection | SignedOut;

interface ConnectionState {
  connection: Connection;
  deploy: DeployConfig;
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
    /** Forgets the token (and cached data): back to the sign-in for the same server. */
    signOut: () => void;
  };
}

const SESSION_KEY = 'project-board.connection';
const SERVER_KEY = 'project-board.server';

/** The build's defaults when no deployment says otherwise (tests, `npm run dev`, the demo). */
export const DEMO_DEPLOYMENT: DeployConfig = { apiBaseUrl: null, demo: true };

function readSessionConnection(): SignedInConnection | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed == null) return null;
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
    // Unreadable storage: nobody is signed in in this tab.
  }
  return null;
}

/** The server this browser last signed in to (its URL only). */
function readRememberedServer(): string | null {
  try {
    const value = localStorage.getItem(SERVER_KEY);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

function rememberServer(baseUrl: string): void {
  try {
    localStorage.setItem(SERVER_KEY, baseUrl);
  } catch {
    // Private mode: the next tab asks for the URL as well.
  }
}

function storeSession(connection: Connection): void {
  try {
    if (connection.kind === 'signed-out') sessionStorage.removeItem(SESSION_KEY);
    else if (connection.kind === 'server' && !connection.stayForTab)
      sessionStorage.removeItem(SESSION_KEY);
    else sessionStorage.setItem(SESSION_KEY, JSON.stringify(connection));
  } catch {
    // Storage may be unavailable (private mode); the connection still works in memory.
  }
}

/**
 * Where a page load starts: this tab's session when it stayed signed in (and the deployment
 * allows it); else the sign-in for the deployment's server or the one remembered; the demo only
 * when it is offered and no server was ever used here; else the connection choice.
 */
export function initialConnection(deploy: DeployConfig): Connection {
  const session = readSessionConnection();
  if (session?.kind === 'demo' && deploy.demo) return session;
  if (session?.kind === 'server') {
    if (deploy.apiBaseUrl === null || deploy.apiBaseUrl === session.baseUrl) return session;
  }
  if (deploy.apiBaseUrl !== null) return { kind: 'signed-out', baseUrl: deploy.apiBaseUrl };
  const remembered = readRememberedServer();
  if (remembered !== null) return { kind: 'signed-out', baseUrl: remembered };
  if (deploy.demo) return { kind: 'demo', token: DEFAULT_DEMO_TOKEN };
  return { kind: 'signed-out', baseUrl: null };
}

const useConnectionStore = create<ConnectionState>()((set, get) => ({
  connection: initialConnection(DEMO_DEPLOYMENT),
  deploy: DEMO_DEPLOYMENT,
  sessionId: 1,
  sessionExpired: false,
  actions: {
    switchToDemo: (token) => {
      const connection: Connection = { kind: 'demo', token };
      storeSession(connection);
      set({ connection, sessionId: get().sessionId + 1, sessionExpired: false });
    },
    connectToServer: ({ baseUrl, token, stayForTab }) => {
      const connection: Connection = {
        kind: 'server',
        baseUrl: baseUrl.replace(/\/+$/, ''),
        token,
        stayForTab,
      };
      storeSession(connection);
      rememberServer(connection.baseUrl);
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
      storeSession(connection);
      set({ connection, sessionExpired: false });
    },
    markSessionExpired: () => set({ sessionExpired: true }),
    signOut: () => {
      // Their saved boards go with them: the next person in this browser finds none.
      void import('@/api/board-copy/copy-store').then((store) =>
        store.defaultBoardCopyStore()?.clearAll(),
      );
      const current = get().connection;
      const connection: Connection = {
        kind: 'signed-out',
        baseUrl: current.kind === 'server' ? current.baseUrl : (get().deploy.apiBaseUrl ?? null),
      };
      storeSession(connection);
      set({ connection, sessionId: get().sessionId + 1, sessionExpired: false });
    },
  },
}));

export const useConnection = (): Connection => useConnectionStore((s) => s.connection);
export const useDeployConfig = (): DeployConfig => useConnectionStore((s) => s.deploy);
/** Only whether someone is signed in: a renewed token does not re-render what reads this. */
export const useIsSignedOut = (): boolean =>
  useConnectionStore((s) => s.connection.kind === 'signed-out');
export const useSessionId = (): number => useConnectionStore((s) => s.sessionId);
export const useSessionExpired = (): boolean => useConnectionStore((s) => s.sessionExpired);
export const useConnectionActions = (): ConnectionState['actions'] =>
  useConnectionStore((s) => s.actions);

/**
 * The connection inside the signed-in app (the shell and everything under it render only
 * while someone is signed in, `App`).
 */
export function useSignedInConnection(): SignedInConnection {
  const connection = useConnection();
  if (connection.kind === 'signed-out') throw new Error('Nobody is signed in.');
  return connection;
}

/** The token of the signed-in connection, or null while signed out. */
export function tokenOf(connection: Connection): string | null {
  return connection.kind === 'signed-out' ? null : connection.token;
}

/** For non-React callers (query cache callbacks, bootstrap). */
export const connectionStore = {
  get: (): Connection => useConnectionStore.getState().connection,
  /** Changes with every new signed-in identity (not with a renewed token). */
  sessionId: (): number => useConnectionStore.getState().sessionId,
  actions: (): ConnectionState['actions'] => useConnectionStore.getState().actions,
  /** Applies the deployment read at start (main.tsx), before the first render. */
  init: (deploy: DeployConfig): void =>
    useConnectionStore.setState({ deploy, connection: initialConnection(deploy) }),
};

export function apiBaseUrlOf(connection: SignedInConnection, origin: string): string {
  return connection.kind === 'demo' ? `${origin}/api` : connection.baseUrl;
}
