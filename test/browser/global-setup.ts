import { existsSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

/** Serves the production build (dist/) for the browser tests. `npm run test:browser` builds it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:browser does).');
  }
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its URL');
  project.provide('appUrl', url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
