import { spawn, type ChildProcess } from 'node:child_process';

export interface ApiProcess {
  child: ChildProcess;
  /** The API root the server printed (`http://127.0.0.1:<port>/api`). */
  api: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

/**
 * `npm run api` as its own process (what a team runs): `src/mock/node/server.ts` with `env`
 * added, on a free port (PORT 0) unless `env` names one. Resolves once it listens.
 */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/mock/node/server.ts'], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const api = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
    child.stdout?.on('data', () => {
      const match = /Mock API on (http:\/\/\S+\/api)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
  return { child, api, output: () => output };
}

/** Runs the server expecting it to refuse to start: its exit code and what it printed. */
export async function failedApiStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/mock/node/server.ts'], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}
