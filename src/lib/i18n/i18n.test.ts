import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './catalogues/de';
import type { Catalogue } from './catalogue';

/** Every `t('id', 'English')` in the app's code (tests, the mock and this folder's docs aside). */
function textsInCode(): Map<string, Set<string>> {
  const texts = new Map<string, Set<string>>();
  const root = join(process.cwd(), 'src');
  const call = /\bt\(\s*'([\w.-]+)',\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'mock' && path !== join(root, 'lib', 'i18n')) walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(call)) {
          const [, id = '', single, double] = match;
          const english = (single ?? double ?? '').replace(/\\(.)/g, '$1');
          texts.set(id, (texts.get(id) ?? new Set()).add(english));
        }
      }
    }
  };
  walk(root);
  return texts;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const textOf = (entry: Catalogue[string]) => (typeof entry === 'string' ? entry : entry.other);

describe('the catalogues', () => {
  const code = textsInCode();

  it('finds the texts in the code, each id with one English text', () => {
    expect(code.size).toBeGreaterThan(20);
    const clashes = [...code].filter(([, english]) => english.size > 1);
    expect(clashes).toEqual([]);
  });

  it('German has every text the code uses, and no other', () => {
    const missing = [...code.keys()].filter((id) => !(id in de)).sort();
    const unused = Object.keys(de).filter((id) => !code.has(id));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
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
