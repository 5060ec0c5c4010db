import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeBuilder } from '@/sync/writes/write-registry';
import { writeKindModules } from './write-kind-modules';
import { loadWriteKinds } from './write-kinds';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The kinds a source file registers: `registerWrite('kind', …)` and `defineMutation` keys. */
function kindsIn(source: string): string[] {
  const registered = [...source.matchAll(/registerWrite\(\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  const defined = [...source.matchAll(/defineMutation\(\{\s*mutationKey: \[([^\]]+)\]/g)].map(
    (m) => `request:${(m[1] ?? '').replace(/['\s]/g, '').split(',').join('/')}`,
  );
  return [...registered, ...defined];
}

const registering = sourceFiles(SRC)
  .filter((path) => !path.includes(join('api', 'outbox')))
  .map((path) => ({ path, kinds: kindsIn(readFileSync(path, 'utf8')) }))
  .filter(({ kinds }) => kinds.length > 0);

/** The files the registry's glob reaches (its keys are paths from the project's root). */
const reached = Object.keys(writeKindModules).map((key) => join(SRC, '..', key));

describe('the write kinds the outbox can send again after a reload', () => {
  // The test setup preloads most screens, so a module the registry misses could still be
  // loaded here by chance: what the registry reaches is checked against the sources.
  it('reach every module that registers a write, so no kept write is stuck for want of it', () => {
    const missing = registering.map(({ path }) => path).filter((path) => !reached.includes(path));
    expect(registering.length).toBeGreaterThanOrEqual(10);
    expect(missing).toEqual([]);
  });

  it('reach only modules that register a write: the name *.write.ts says so', () => {
    const paths = registering.map(({ path }) => path);
    expect(reached.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('register a builder for each of those kinds once loaded', async () => {
    await loadWriteKinds();
    const kinds = registering.flatMap(({ kinds }) => kinds);
    expect(kinds.length).toBeGreaterThan(20);
    expect(kinds.filter((kind) => writeBuilder(kind) === undefined)).toEqual([]);
  });
});
