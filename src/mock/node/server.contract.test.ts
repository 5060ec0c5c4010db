import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { failedApiStart, startApiProcess } from '../../../test/contract/api-process';
import { startMockServer } from './server';

const auth = { Authorization: 'Bearer demo-manager', 'Content-Type': 'application/json' };

describe('startMockServer persistence', () => {
  it('writes the data file atomically and loads it on the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.json');
    const first = await startMockServer({ port: 0, dataFile });
    const patched = await fetch(`${first.url}/api/boards/1`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ name: 'Persisted' }),
    });
    expect(patched.status).toBe(200);
    await first.close();
    expect(readdirSync(dir)).toEqual(['data.json']);
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({ version: 1 });

    const second = await startMockServer({ port: 0, dataFile });
    const read = await fetch(`${second.url}/api/boards/1?attributes[]=name`, { headers: auth });
    expect(await read.json()).toEqual({ board: { name: 'Persisted' } });
    await second.close();
  });

  it('moves an unreadable data file aside, loudly, and seeds instead of overwriting it', async () => {
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

  it('answers a write only once it is in the data file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.json');
    const server = await startMockServer({ port: 0, dataFile });
    const writes = Array.from({ length: 20 }, (_, index) =>
      fetch(`${server.url}/api/boards/1/columns`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: `Column ${index}` }),
      }).then(async (response) => {
        expect(response.status).toBe(201);
        // Read the file the moment the answer arrives: the write is already there.
        const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as { columns: { name: string }[] };
        expect(saved.columns.map((column) => column.name)).toContain(`Column ${index}`);
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
      const dataFile = join(mkdtempSync(join(tmpdir(), 'mock-signal-')), 'data.json');
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
      // The last write reached the data file, and the port is released.
      const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as {
        boards: { id: number; name: string }[];
      };
      expect(saved.boards.find((b) => b.id === 1)?.name).toBe(`Stopped by ${signal}`);
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

  it('clears the temporary files a kill left beside the data file, and only those', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-stale-'));
    const dataFile = join(dir, 'data.json');
    writeFileSync(join(dir, 'data.json.4242.tmp'), '{"half": ');
    writeFileSync(join(dir, 'notes.tmp'), 'not ours');
    const { child } = await startApiProcess({ DATA_FILE: dataFile });
    const exit = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exit;
    expect(readdirSync(dir).sort()).toEqual(['data.json', 'notes.tmp']);
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
