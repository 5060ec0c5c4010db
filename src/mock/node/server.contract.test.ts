import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('ignores a corrupt data file and seeds instead', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const dataFile = join(dir, 'data.json');
    writeFileSync(dataFile, '{"version": 99}');
    const server = await startMockServer({ port: 0, dataFile });
    const read = await fetch(`${server.url}/api/boards/1?attributes[]=name`, { headers: auth });
    expect(await read.json()).toEqual({ board: { name: 'Product Roadmap' } });
    await server.close();
  });
});

describe('npm run api entry point', () => {
  it('listens on PORT under /api and stops cleanly on SIGTERM', async () => {
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/mock/node/server.ts'], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15_000);
      child.stdout.on('data', () => {
        if (output.includes('Mock API on')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    expect(output).toContain(`http://127.0.0.1:${port}/api`);
    const res = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: auth });
    expect(res.status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 20_000);
});
