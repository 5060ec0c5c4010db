import { NO_FAULTS } from '../../src/mock/faults/fault-plan';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../src/mock/db/types';
import { startMockServer, type MockServer } from '../../src/mock/node/server';
import { trackingMirror } from '../support/tracking-mirror';

/** A Wednesday, mid-morning UTC: every due bucket of the seed is distinct and stable. */
export const FIXED_NOW = new Date('2026-03-11T10:00:00.000Z');

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Caller {
  get<T = unknown>(path: string): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, body?: unknown): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, body?: unknown): Promise<ApiResult<T>>;
}

export interface MockApi {
  /** Calls as a demo token (`null`: no Authorization header). */
  as(token: string | null): Caller;
  /** A raw fetch under `/api` (non-JSON bodies, headers). */
  raw(path: string, init?: RequestInit): Promise<Response>;
  /** The server's live data, for assertions on side effects. */
  db(): Db;
  readonly now: Date;
  readonly baseUrl: string;
}

async function call<T>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token != null) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Mock control asks for the header (CONTRACT.md 4b); `raw` tests its absence.
  if (path.startsWith('/__mock')) headers['X-Mock-Control'] = '1';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Non-JSON bodies (file content) stay text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/**
 * Starts the mock's Node server on a free port for the test file (real HTTP), restores the
 * seed before each test, and uses a fixed clock.
 */
export function setupMockServer(options: { now?: Date } = {}): MockApi {
  const now = options.now ?? FIXED_NOW;
  let server: MockServer | null = null;
  const live = (): MockServer => {
    if (!server) throw new Error('mock server not started');
    return server;
  };
  beforeAll(async () => {
    // MOCK_VERIFY_TRACKING=1: every write of the file is checked against the whole data (slow).
    const sink = process.env.MOCK_VERIFY_TRACKING === '1' ? trackingMirror() : undefined;
    server = await startMockServer({ port: 0, clock: () => now, sink });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    live().service.reset();
    live().service.faults = { ...NO_FAULTS, rules: [] };
  });
  return {
    now,
    get baseUrl() {
      return `${live().url}/api`;
    },
    // Through the tracker (when on), so what a test sets up directly is stored like a write.
    db: () => live().service.writable,
    raw: (path, init) => fetch(`${live().url}/api${path}`, init),
    as(token) {
      const base = () => `${live().url}/api`;
      return {
        get: (path) => call(base(), token, 'GET', path),
        post: (path, body) => call(base(), token, 'POST', path, body),
        patch: (path, body) => call(base(), token, 'PATCH', path, body),
        put: (path, body) => call(base(), token, 'PUT', path, body),
        delete: (path, body) => call(base(), token, 'DELETE', path, body),
      };
    },
  };
}

/** Tokens by level on board 1 (CONTRACT.md section 5). */
export const TOKENS = {
  manage: 'demo-manager',
  edit: 'demo-editor',
  interact: 'demo-member',
  view: 'demo-viewer',
  outsider: 'demo-outsider',
  stranger: 'demo-stranger',
} as const;

const ORDER = ['view', 'interact', 'edit', 'manage'] as const;

/** Tokens whose level on board 1 is below `level` (non-members included). */
export function tokensBelow(level: (typeof ORDER)[number]): string[] {
  const below = ORDER.slice(0, ORDER.indexOf(level)).map((l) => TOKENS[l]);
  return [TOKENS.outsider, TOKENS.stranger, ...below];
}
