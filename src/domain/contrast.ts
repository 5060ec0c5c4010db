/**
 * WCAG 2 colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio) for `#rgb` and
 * `#rrggbb` colours: the rule the themes and palettes are checked against (docs/themes.md).
 */

/** Normal text (WCAG 1.4.3, AA). */
export const TEXT_CONTRAST = 4.5;
/** Marks, borders and controls that must be seen (WCAG 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour's channels 0-255, or throws: a wrong colour in a contrast check is a bug. */
export function rgbOf(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  const digits =
    hex.length === 4
      ? [...hex.slice(1)].map((digit) => digit + digit)
      : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r = 0, g = 0, b = 0] = digits.map((pair) => parseInt(pair, 16));
  return [r, g, b];
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * Black or white, whichever reads better on `background`. One of them always reaches 4.5:1:
 * the worst case, a background of luminance 0.179, gives 4.58 with either.
 */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff')
    ? '#000000'
    : '#ffffff';
}
