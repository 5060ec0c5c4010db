import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
const ROOT = join(__dirname, '..');
const OWN_MODULE_GRAPH = (
  JSON.parse(readFileSync(join(ROOT, 'test/own-module-graph.json'), 'utf8')) as { file: string }[]
).map((entry) => entry.file);

function componentTests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return componentTests(path);
    return name.endsWith('.test.tsx') ? [relative(ROOT, path)] : [];
  });
}

describe('component tests that share a module graph', () => {
  const files = componentTests(join(ROOT, 'src'));

  it('leave every file that replaces a module to a graph of its own', () => {
    // A `vi.mock` in a shared graph would replace the module for the files after it as well.
    const mocking = files.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !OWN_MODULE_GRAPH.includes(file))).toEqual([]);
  });

  it('name only files that exist', () => {
    expect(OWN_MODULE_GRAPH.filter((file) => !files.includes(file))).toEqual([]);
  });
});
