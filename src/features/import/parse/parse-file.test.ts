import { describe, expect, it } from 'vitest';
import { trelloExport } from '@test/trello-export';
import { parseImportFile } from './parse-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const clock = () => 0;

describe('parseImportFile: bad files get a reason', () => {
  it('not JSON', () => {
    expect(parseImportFile('board.json', utf8('{"lists": [1, 2'), clock)).toEqual({
      ok: false,
      problem: { kind: 'notJson' },
    });
  });

  it('JSON of the wrong shape', () => {
    const parsed = parseImportFile('board.json', utf8('{"columns": [], "rows": []}'), clock);
    expect(parsed).toMatchObject({ ok: false, problem: { kind: 'wrongShape' } });
  });

  it('a 50 MB file is refused before it is parsed', () => {
    const parsed = parseImportFile('big.json', new Uint8Array(50 * 1024 * 1024), clock);
    expect(parsed).toMatchObject({ ok: false, problem: { kind: 'tooLarge', bytes: 52_428_800 } });
  });

  it('20,000 cards are refused', () => {
    const text = JSON.stringify({
      lists: [{ id: 'l', name: 'L', pos: 1 }],
      cards: Array.from({ length: 20_000 }, (_, i) => ({ id: `c${i}`, idList: 'l', name: 'Card' })),
    });
    expect(parseImportFile('big.json', utf8(text), clock)).toEqual({
      ok: false,
      problem: { kind: 'tooManyCards', count: 20_000, limit: 10_000 },
    });
  });

  it('an empty file and a binary one', () => {
    expect(parseImportFile('x.json', new Uint8Array(0), clock)).toMatchObject({
      problem: { kind: 'empty' },
    });
    expect(
      parseImportFile('x.json', new Uint8Array([0x7b, 0x00, 0x01, 0x7d]), clock),
    ).toMatchObject({
      problem: { kind: 'encoding' },
    });
  });

  it('a file of another kind (not JSON, not CSV)', () => {
    expect(parseImportFile('notes.md', utf8('hello there'), clock)).toMatchObject({
      problem: { kind: 'unknownFormat' },
    });
  });
});

describe('parseImportFile: encodings', () => {
  const json = JSON.stringify(trelloExport({ cards: 2 })).replace('Imported board', 'Café board');

  it('UTF-16 with a BOM is read and said', () => {
    const body = new Uint8Array(json.length * 2 + 2);
    body[0] = 0xff;
    body[1] = 0xfe;
    for (let i = 0; i < json.length; i += 1) {
      const code = json.charCodeAt(i);
      body[2 + i * 2] = code & 0xff;
      body[3 + i * 2] = code >> 8;
    }
    const parsed = parseImportFile('board.json', body, clock);
    expect(parsed).toMatchObject({
      ok: true,
      encoding: 'utf-16le',
      model: { boardName: 'Café board' },
    });
  });

  it('Latin-1 bytes are read as Windows-1252 and said', () => {
    const bytes = Uint8Array.from(json, (ch) => ch.charCodeAt(0));
    const parsed = parseImportFile('board.json', bytes, clock);
    expect(parsed).toMatchObject({
      ok: true,
      encoding: 'windows-1252',
      model: { boardName: 'Café board' },
    });
  });

  it('UTF-8 with a BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(json)]);
    expect(parseImportFile('board.json', bytes, clock)).toMatchObject({
      ok: true,
      encoding: 'utf-8',
    });
  });
});
