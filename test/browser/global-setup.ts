import { existsSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

/**
 * Serves the production build for the browser tests: dist/ (`npm run test:browser` builds it),
 * or the folder named by DIST_DIR, so two builds can be tested side by side.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = process.env['DIST_DIR'] ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(
      `${outDir}/ is missing: run \`npm run build\` first (npm run test:browser does).`,
    );
  }
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its URL');
  project.provide('appUrl', url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
