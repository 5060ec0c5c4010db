import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface ScreenshotDiff {
  /** Pixels that differ beyond pixelmatch's per-pixel threshold. */
  differing: number;
  /** Their share of the image, 0 to 1. */
  share: number;
  /** Where the differing pixels are drawn in red, for a person to look at (on failure). */
  diffPath: string | null;
}

/**
 * Compares a screenshot with its reference image. With `UPDATE_SCREENSHOTS=1` (or no
 * reference yet, outside CI) the screenshot becomes the reference; in CI a missing one fails. A per-pixel threshold of 0.1 (pixelmatch's
 * YIQ distance) ignores anti-aliasing; the caller decides how large a share may differ.
 */
export function compareWithReference(actual: Buffer, referencePath: string): ScreenshotDiff {
  const missing = !existsSync(referencePath);
  if (missing && process.env['CI']) {
    // CI compares; a reference nobody looked at is never taken there.
    writeFileSync(referencePath.replace(/\.png$/, '.actual.png'), actual);
    return { differing: Number.POSITIVE_INFINITY, share: 1, diffPath: null };
  }
  if (process.env['UPDATE_SCREENSHOTS'] === '1' || missing) {
    mkdirSync(dirname(referencePath), { recursive: true });
    writeFileSync(referencePath, actual);
    return { differing: 0, share: 0, diffPath: null };
  }
  const got = PNG.sync.read(actual);
  const want = PNG.sync.read(readFileSync(referencePath));
  if (got.width !== want.width || got.height !== want.height) {
    return { differing: got.width * got.height, share: 1, diffPath: null };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(got.data, want.data, diff.data, got.width, got.height, {
    threshold: 0.1,
    includeAA: false,
  });
  const share = differing / (got.width * got.height);
  let diffPath: string | null = null;
  if (differing > 0) {
    diffPath = referencePath.replace(/\.png$/, '.diff.png');
    writeFileSync(diffPath, PNG.sync.write(diff));
    writeFileSync(referencePath.replace(/\.png$/, '.actual.png'), actual);
  }
  return { differing, share, diffPath };
}
