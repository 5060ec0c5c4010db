import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './catalogues/de';
import type { Catalogue } from './catalogue-shape';

/** The app's source files (tests, the mock and this folder, whose docs show calls, aside). */
function appSources(): string[] {
  const root = join(process.cwd(), 'src');
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'mock' && path !== join(root, 'lib', 'i18n')) walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        sources.push(readFileSync(path, 'utf8'));
      }
    }
  };
  walk(root);
  return sources;
}

/** Every `t('id', 'English')` in the app's code, by id. */
function textsInCode(sources: readonly string[]): Map<string, Set<string>> {
  const texts = new Map<string, Set<string>>();
  const call = /\bt\(\s*'([\w.-]+)',\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;
  for (const source of sources) {
    for (const match of source.matchAll(call)) {
      const [, id = '', single, double] = match;
      const english = (single ?? double ?? '').replace(/\\(.)/g, '$1');
      texts.set(id, (texts.get(id) ?? new Set()).add(english));
    }
  }
  return texts;
}

/** The ids of every counted text, `tn('id', count, { one, other })`. */
function countedIdsInCode(sources: readonly string[]): Set<string> {
  const call = /\btn\(\s*'([\w.-]+)',/g;
  return new Set(sources.flatMap((source) => [...source.matchAll(call)].map((m) => m[1] ?? '')));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const textOf = (entry: Catalogue[string]) => (typeof entry === 'string' ? entry : entry.other);

describe('the catalogues', () => {
  const sources = appSources();
  const code = textsInCode(sources);
  const counted = countedIdsInCode(sources);

  it('finds the texts in the code, each id with one English text', () => {
    expect(code.size).toBeGreaterThan(20);
    expect(counted.size).toBeGreaterThan(0);
    const clashes = [...code].filter(([, english]) => english.size > 1);
    expect(clashes).toEqual([]);
  });

  it('German has every text the code uses, and no other; counted ones in plural forms', () => {
    const missing = [...code.keys(), ...counted].filter((id) => !(id in de)).sort();
    const unused = Object.keys(de).filter((id) => !code.has(id) && !counted.has(id));
    const notPlural = [...counted].filter((id) => typeof de[id] === 'string');
    expect({ missing, unused, notPlural }).toEqual({ missing: [], unused: [], notPlural: [] });
  });

  it('German keeps every placeholder of the English text, and adds none', () => {
    const differing = [...code].flatMap(([id, english]) => {
      const translated = de[id];
      const wanted = placeholders([...english][0] ?? '');
      return translated && placeholders(textOf(translated)).join() !== wanted.join()
        ? [{ id, wanted, got: placeholders(textOf(translated)) }]
        : [];
    });
    expect(differing).toEqual([]);
  });
});
