import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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
      const port = 40_000 + Math.floor(Math.random() * 10_000);
      const dataFile = join(mkdtempSync(join(tmpdir(), 'mock-signal-')), 'data.json');
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/mock/node/server.ts'], {
        env: { ...process.env, PORT: String(port), DATA_FILE: dataFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`server did not start: ${output}`)),
          15_000,
        );
        child.stdout.on('data', () => {
          if (output.includes('Mock API on')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const base = `http://127.0.0.1:${port}/api`;
      expect(output).toContain(base);
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
      expect(output).toContain(`mock: ${signal}, stopping`);
      // The last write reached the data file, and the port is released.
      const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as {
        boards: { id: number; name: string }[];
      };
      expect(saved.boards.find((b) => b.id === 1)?.name).toBe(`Stopped by ${signal}`);
      await expect(fetch(`${base}/me`, { headers: auth })).rejects.toThrow();
    },
    20_000,
  );
});
