import { fail } from '../model/problems';

/** The text of a file, and which encoding it was read in when not plain UTF-8. */
export interface DecodedText {
  text: string;
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
}

/**
 * UTF-8 (with or without its BOM), UTF-16 with a BOM, or else Windows-1252 (Latin-1's superset,
 * what spreadsheets on Windows write): bytes that are not valid UTF-8 are read that way and the
 * preview says so. Binary files (NUL bytes in UTF-8 text) are refused.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length === 0) return fail({ kind: 'empty' });
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
  if (text.includes('\u0000')) return fail({ kind: 'encoding', encoding: 'binary' });
  return { text, encoding: 'utf-8' };
}
