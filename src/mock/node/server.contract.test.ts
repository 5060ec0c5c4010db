import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { failedApiStart, startApiProcess } from '../../../test/contract/api-process';
import Database from 'libsql';
import { seedDemo } from '../db/seed';
import { serializeSnapshot } from '../db/snapshot';
import type { Db } from '../db/types';
import { startMockServer } from './server';
import { openSqliteStore } from './sqlite-store';

const auth = { Authorization: 'Bearer demo-manager', 'Content-Type': 'application/json' };

/** What the store holds now, read as the next start would read it. */
function stored(path: string): Db {
  const store = openSqliteStore(path);
  try {
    const loaded = store.load();
    if (!loaded) throw new Error(`nothing stored in ${path}`);
    return loaded.db;
  } finally {
    store.close();
  }
}

describe('startMockServer persistence', () => {
  it('keeps the data in the SQLite store and loads it on the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.sqlite');
    const first = await startMockServer({ port: 0, dataFile });
    const patched = await fetch(`${first.url}/api/boards/1`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ name: 'Persisted' }),
    });
    expect(patched.status).toBe(200);
    await first.close();
    // Closed cleanly: the WAL is checkpointed into the store (SQLite may leave it, empty).
    expect(readdirSync(dir).filter((name) => !/-(wal|shm)$/.test(name))).toEqual(['data.sqlite']);
    expect(statSync(`${dataFile}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
    expect(stored(dataFile).boards.find((board) => board.id === 1)?.name).toBe('Persisted');

    const second = await startMockServer({ port: 0, dataFile });
    const read = await fetch(`${second.url}/api/boards/1?attributes[]=name`, { headers: auth });
    expect(await read.json()).toEqual({ board: { name: 'Persisted' } });
    await second.close();
  });

  it.each([
    ['a file that is not SQLite', (path: string) => writeFileSync(path, 'precious notes')],
    [
      'a SQLite database of something else',
      (path: string) => {
        const other = new Database(path);
        other.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('precious')");
        other.close();
      },
    ],
  ])('moves %s aside, loudly, and seeds instead of overwriting it', async (_, make) => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.sqlite');
    make(dataFile);
    const before = readFileSync(dataFile);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const server = await startMockServer({ port: 0, dataFile });
    spy.mockRestore();
    const read = await fetch(`${server.url}/api/boards/1?attributes[]=name`, { headers: auth });
    expect(await read.json()).toEqual({ board: { name: 'Product Roadmap' } });
    await server.close();
    const aside = readdirSync(dir).filter((name) => /^data\.sqlite\.corrupt-[\dTZ-]+$/.test(name));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0] ?? ''))).toEqual(before);
    expect(JSON.stringify(errors)).toContain('could not be read');
  });

  it('moves an unreadable JSON data file aside and seeds, never overwriting it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.json');
    writeFileSync(dataFile, '{"version": 99, "cards": "precious"}');
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const server = await startMockServer({ port: 0, dataFile });
    spy.mockRestore();
    const read = await fetch(`${server.url}/api/boards/1?attributes[]=name`, { headers: auth });
    expect(await read.json()).toEqual({ board: { name: 'Product Roadmap' } });
    await server.close();
    const aside = readdirSync(dir).filter((name) => name.startsWith('data.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, aside[0] ?? ''), 'utf8')).toBe(
      '{"version": 99, "cards": "precious"}',
    );
    expect(JSON.stringify(errors)).toContain('could not be read');
  });

  it('imports a JSON data file of earlier versions once, into the store beside it, and keeps it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.json');
    const old = seedDemo(new Date('2026-03-11T10:00:00.000Z'));
    const board = old.boards.find((b) => b.id === 1);
    if (board) board.name = 'From the JSON file';
    writeFileSync(dataFile, serializeSnapshot(old));
    const json = readFileSync(dataFile);
    const infos: unknown[] = [];
    const spy = vi.spyOn(console, 'info').mockImplementation((...args) => infos.push(args));
    const first = await startMockServer({ port: 0, dataFile });
    spy.mockRestore();
    expect(JSON.stringify(infos)).toContain('imported');
    const name = async (url: string) =>
      (
        (await (
          await fetch(`${url}/api/boards/1?attributes[]=name`, { headers: auth })
        ).json()) as {
          board: { name: string };
        }
      ).board.name;
    expect(await name(first.url)).toBe('From the JSON file');
    await fetch(`${first.url}/api/boards/1`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ name: 'Written after the import' }),
    });
    await first.close();
    expect(readdirSync(dir).filter((name) => !/-(wal|shm)$/.test(name))).toEqual([
      'data.json',
      'data.sqlite',
    ]);
    expect(readFileSync(dataFile)).toEqual(json);

    // The next start reads the store, not the JSON file again.
    const second = await startMockServer({ port: 0, dataFile });
    expect(await name(second.url)).toBe('Written after the import');
    await second.close();
  });

  it('answers a write only once it is in the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.sqlite');
    const server = await startMockServer({ port: 0, dataFile });
    const writes = Array.from({ length: 20 }, (_, index) =>
      fetch(`${server.url}/api/boards/1/columns`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: `Column ${index}` }),
      }).then((response) => {
        expect(response.status).toBe(201);
        // Read the store the moment the answer arrives: the write is already there.
        expect(stored(dataFile).columns.map((column) => column.name)).toContain(`Column ${index}`);
      }),
    );
    await Promise.all(writes);
    await server.close();
  });
});

describe('npm run api entry point', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'listens on PORT under /api and stops cleanly on %s, flushing DATA_FILE',
    async (signal) => {
      const dataFile = join(mkdtempSync(join(tmpdir(), 'mock-signal-')), 'data.sqlite');
      const { child, api: base, output } = await startApiProcess({ DATA_FILE: dataFile });
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
      expect((await fetch(`${base}/me`, { headers: auth })).status).toBe(200);
      const patched = await fetch(`${base}/boards/1`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ name: `Stopped by ${signal}` }),
      });
      expect(patched.status).toBe(200);

      const exit = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
        child.on('exit', (code, killedBy) => resolve([code, killedBy])),
      );
      child.kill(signal);
      // Exit code 0 (not killed by the signal): the handler closed the server and exited itself.
      expect(await exit).toEqual([0, null]);
      expect(output()).toContain(`mock: ${signal}, stopping`);
      // The last write reached the store, and the port is released.
      expect(stored(dataFile).boards.find((b) => b.id === 1)?.name).toBe(`Stopped by ${signal}`);
      await expect(fetch(`${base}/me`, { headers: auth })).rejects.toThrow();
    },
    30_000,
  );

  it('says in one line that the DATA_FILE folder does not exist, with no stack trace', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'mock-missing-')), 'nowhere', 'data.json');
    const { code, output } = await failedApiStart({ DATA_FILE: missing });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `mock: cannot keep data in ${missing}: the folder ${dirname(missing)} does not exist.`,
    ]);
  }, 30_000);

  it('a client that sends a whole 10 MB body reads the 413 and its message, not a reset connection', async () => {
    const { child, api } = await startApiProcess();
    try {
      const url = new URL(`${api}/boards/1/columns`);
      const body = Buffer.alloc(10 * 1024 * 1024, 120);
      // Declared (Content-Length) and not (chunked): the server finds out before or while reading.
      for (const declared of [true, false, true, false, true, false]) {
        const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
          const req = httpRequest(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname,
              method: 'POST',
              headers: {
                ...auth,
                ...(declared ? { 'Content-Length': String(body.length) } : {}),
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.text)).toEqual({ message: expect.stringContaining('1 MB') });
      }
      expect((await fetch(`${api}/me`, { headers: auth })).status).toBe(200);
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});
