import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers';
import { createMockService, type MockService } from '../service';
import {
  APP_ORIGINS,
  corsHeaders,
  originsFromEnv,
  toFetchRequest,
  writeFetchResponse,
} from './http-bridge';
import { debouncedSaver, loadDataFile, saveDataFile } from './persistence';

export interface MockServerOptions {
  port: number;
  host?: string;
  /** Persist the data to this JSON file (loaded on start when present). */
  dataFile?: string;
  /** Injectable clock (tests). */
  clock?: () => Date;
  seedSize?: number;
  /** Origins answered with CORS besides the app's own (`APP_ORIGINS`); env `CORS_ORIGINS`. */
  corsOrigins?: readonly string[];
}

export interface MockServer {
  /** Origin of the server; the API lives under `${url}/api`. */
  url: string;
  service: MockService;
  close(): Promise<void>;
}

/** The mock over plain HTTP: the same MSW handlers, resolved with msw's `getResponse`. */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const stored = options.dataFile ? loadDataFile(options.dataFile) : null;
  const service = createMockService({
    clock: options.clock,
    db: stored ?? undefined,
    seedSize: options.seedSize,
  });
  const handlers = createHandlers(service);
  const dataFile = options.dataFile;
  const saver = dataFile ? debouncedSaver(() => saveDataFile(dataFile, service.db), 100) : null;
  if (saver) {
    service.onChange(() => saver.schedule());
    if (!stored) saver.schedule();
  }

  const allowedOrigins = new Set([...APP_ORIGINS, ...(options.corsOrigins ?? [])]);
  let origin = '';
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsHeaders(req, allowedOrigins);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    try {
      const request = await toFetchRequest(req, origin);
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
    },
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4010);
  const server = await startMockServer({
    port,
    host: '127.0.0.1',
    dataFile: process.env.DATA_FILE || undefined,
    corsOrigins: originsFromEnv(process.env.CORS_ORIGINS),
  });
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
