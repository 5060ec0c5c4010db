import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers';
import { HttpError } from '../http/errors';
import { createMockService, type MockService, type PendingChanges } from '../service';
import {
  APP_ORIGINS,
  corsHeaders,
  originsFromEnv,
  toFetchRequest,
  writeFetchResponse,
} from './http-bridge';
import { openDataStore } from './data-store';
import { groupCommitSaver } from '../db/group-commit';
import { DataFileError } from './persistence';
import type { StoreSync } from './sqlite-store';

export interface MockServerOptions {
  port: number;
  host?: string;
  /**
   * Keep the data in this SQLite store (loaded on start when present); a `.json` name means
   * the store beside it, `<name>.sqlite`, into which that JSON data file is imported once.
   */
  dataFile?: string;
  /** How commits reach the disk (`sqlite-store.ts`); env `DATA_SYNC`. Default `normal`. */
  sync?: StoreSync;
  /** Without `dataFile`: where each write's changes go instead (tests check the tracking). */
  sink?: ChangeSink;
  /** Injectable clock (tests). */
  clock?: () => Date;
  seedSize?: number;
  /** Origins answered with CORS besides the app's own (`APP_ORIGINS`); env `CORS_ORIGINS`. */
  corsOrigins?: readonly string[];
}

/** Takes each group of writes' changes before they are answered (a store). */
export interface ChangeSink {
  write(pending: PendingChanges): void;
}

export interface MockServer {
  /** Origin of the server; the API lives under `${url}/api`. */
  url: string;
  service: MockService;
  close(): Promise<void>;
}

const isMockControlPath = (url: string | undefined) => /^\/api\/__mock(?:\/|\?|$)/.test(url ?? '');

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/** How much of a refused body is read and dropped before the connection is cut instead. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;
const DISCARD_LIMIT_MS = 30_000;

/** Reads and drops the rest of a refused request body, within bounds (an endless upload is cut). */
function discardRest(req: IncomingMessage): void {
  let dropped = 0;
  const timer = setTimeout(() => req.destroy(), DISCARD_LIMIT_MS);
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT_BYTES) req.destroy();
  });
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

/** The mock over plain HTTP: the same MSW handlers, resolved with msw's `getResponse`. */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const opened = options.dataFile
    ? openDataStore(options.dataFile, { sync: options.sync, now: options.clock?.() })
    : null;
  const service = createMockService({
    clock: options.clock,
    db: opened?.stored?.db ?? opened?.imported ?? undefined,
    seedSize: options.seedSize,
    // Stored: only what each write changes is written (the seed or an import: everything once).
    track: opened || options.sink ? { seqs: opened?.stored?.seqs } : undefined,
  });
  const handlers = createHandlers(service);
  const store: ChangeSink | null = opened?.store ?? options.sink ?? null;
  const saver = store
    ? groupCommitSaver(async () => {
        const pending = service.takeChanges();
        if (pending) store.write(pending);
      })
    : null;
  if (saver) {
    // Returned, so each write's answer waits until the write is stored (`service.changed`).
    service.onChange(() => saver.save());
    if (!opened?.stored) await saver.save();
  }

  const allowedOrigins = new Set([...APP_ORIGINS, ...(options.corsOrigins ?? [])]);
  let origin = '';
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsHeaders(req, allowedOrigins);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (isMockControlPath(req.url) && !isLoopback(req.socket.remoteAddress)) {
      res
        .writeHead(403, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'The mock is controlled from this machine only.' }));
      return;
    }
    let request: Request;
    try {
      request = await toFetchRequest(req, origin);
    } catch (error) {
      if (!(error instanceof HttpError)) {
        console.error('mock: reading the request failed', error);
        res.writeHead(400, { ...cors, Connection: 'close' }).end();
        return;
      }
      // Too large: answer now, keeping nothing of the body. What the client still sends is read
      // and dropped, so it reads this answer: closing at once reset the connection under an
      // upload still on its way, and the client saw ECONNRESET instead of the message.
      res
        .writeHead(error.status, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify(error.body));
      discardRest(req);
      return;
    }
    try {
      const response = await getResponse(handlers, request);
      if (response) await writeFetchResponse(response, res, cors);
      else
        res
          .writeHead(404, { ...cors, 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: 'Not found.' }));
    } catch (error) {
      console.error('mock: request failed', error);
      res
        .writeHead(500, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'Server Error' }));
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const address = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url: origin,
    service,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await saver?.flush();
      opened?.store.close();
    },
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4010);
  let server: MockServer;
  try {
    server = await startMockServer({
      port,
      host: '127.0.0.1',
      dataFile: process.env.DATA_FILE || undefined,
      sync: process.env.DATA_SYNC === 'full' ? 'full' : 'normal',
      corsOrigins: originsFromEnv(process.env.CORS_ORIGINS),
    });
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    console.error(`mock: ${error.message}`);
    process.exit(1);
  }
  console.info(
    `Mock API on ${server.url}/api (try: curl -H 'Authorization: Bearer demo-manager' ${server.url}/api/boards/1)`,
  );
  const stop = (signal: string) => {
    console.info(`mock: ${signal}, stopping`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) void main();
