// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NON_TEXT_CONTRAST, TEXT_CONTRAST, contrastRatio, readableTextOn } from '@/domain/contrast';
import { AVATAR_COLORS, CARD_COVER_COLORS, COLUMN_COLORS } from '@/domain/palettes';

/**
 * Every colour pair the app draws, in the four themes global.css defines (light, dark, and each
 * with prefers-contrast: more), read from global.css itself: a token changed or added there
 * that makes a pair unreadable fails here (docs/themes.md, "The contrast rule").
 */

type Tokens = Record<string, string>;

const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** The custom properties of the first rule with exactly this selector in `source`. */
function tokensOf(source: string, selector: string): Tokens {
  const start = source.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`global.css has no rule for ${selector}`);
  const body = source.slice(start + selector.length + 2, source.indexOf('}', start));
  const tokens: Tokens = {};
  for (const [, name, value] of body.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)) {
    if (name && value) tokens[name] = value.trim();
  }
  return tokens;
}

const moreContrast = css.slice(css.indexOf('@media (prefers-contrast: more)'));
const base = tokensOf(css, ':root');
const dark = tokensOf(css, ":root[data-theme='dark']");
const baseMore = tokensOf(moreContrast, ':root');
const darkMore = tokensOf(moreContrast, ":root[data-theme='dark']");

// The cascade: `:root[data-theme='dark']` outranks `:root`, and inside the media query each rule
// comes later than its plain twin.
const THEMES: Record<string, Tokens> = {
  light: base,
  dark: { ...base, ...dark },
  'light, more contrast': { ...base, ...baseMore },
  'dark, more contrast': { ...base, ...baseMore, ...dark, ...darkMore },
};

function color(tokens: Tokens, name: string): string {
  const value = tokens[`--color-${name}`];
  if (value === undefined) throw new Error(`--color-${name} is not defined`);
  if (!/^#[0-9a-f]{3,6}$/i.test(value)) {
    throw new Error(`--color-${name} must be a solid #rrggbb to be checked, not ${value}`);
  }
  return value;
}

/** Where text and marks sit: page, cards and dialogs, columns and list groups, chips. */
const SURFACES = ['bg', 'surface', 'surface-muted', 'column', 'chip'];

/** [text, background] pairs that must reach 4.5:1. */
const TEXT_PAIRS: [string, string][] = [
  ...SURFACES.flatMap((surface): [string, string][] => [
    ['text', surface],
    ['text-muted', surface],
  ]),
  ['text', 'accent-soft'],
  ['text', 'drop-bg'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent', 'surface-muted'],
  ['accent-strong', 'surface'],
  ['on-accent', 'accent'],
  ['on-accent', 'accent-strong'],
  ['on-danger', 'danger'],
  ['danger', 'surface'],
  ['danger', 'surface-muted'],
  ['danger-text', 'danger-soft'],
  ['warning-text', 'warning-soft'],
  ['success', 'surface'],
  ['success-text', 'success-soft'],
  ['chip-text', 'chip'],
  ['header-text', 'header-bg'],
  ['header-text-strong', 'header-bg'],
  ['header-text-muted', 'header-bg'],
  ['header-link', 'header-bg'],
  ['header-link-hover', 'header-bg'],
  ['header-text-strong', 'header-control'],
  ['demo-badge-text', 'demo-badge'],
];

/** [mark, background] pairs that must reach 3:1: focus rings, palette rings, drop outlines. */
const NON_TEXT_PAIRS: [string, string][] = [
  ...SURFACES.flatMap((surface): [string, string][] => [
    ['focus-ring', surface],
    ['mark-ring', surface],
    ['control-border', surface],
  ]),
  ['focus-ring', 'header-bg'],
  ['drop-outline', 'column'],
  ['warning', 'warning-soft'],
  ['header-border-strong', 'header-bg'],
];

describe.each(Object.entries(THEMES))('the %s theme', (_name, tokens) => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fore, back) => {
    expect(contrastRatio(color(tokens, fore), color(tokens, back))).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it.each(NON_TEXT_PAIRS)('%s on %s reaches 3:1', (fore, back) => {
    expect(contrastRatio(color(tokens, fore), color(tokens, back))).toBeGreaterThanOrEqual(
      NON_TEXT_CONTRAST,
    );
  });

  // A palette colour is drawn inside a mark ring; the mark is seen when its colour or its ring
  // stands out from the surface.
  const palette = [...new Set<string>([...COLUMN_COLORS, ...CARD_COVER_COLORS])];
  it.each(palette)('a %s mark is seen on every surface (3:1)', (paletteColor) => {
    for (const surface of SURFACES) {
      const seen = Math.max(
        contrastRatio(paletteColor, color(tokens, surface)),
        contrastRatio(color(tokens, 'mark-ring'), color(tokens, surface)),
      );
      expect(seen, `on ${surface}`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });
});

describe('text on palette colours (the same in both themes: the colours are API data)', () => {
  const palette = [...new Set<string>([...COLUMN_COLORS, ...CARD_COVER_COLORS])];
  it.each(palette)('text on %s picks black or white and reaches 4.5:1', (paletteColor) => {
    expect(contrastRatio(paletteColor, readableTextOn(paletteColor))).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it.each(AVATAR_COLORS)('white initials on the avatar colour %s reach 4.5:1', (avatar) => {
    expect(contrastRatio(avatar, base['--color-on-avatar'] ?? '')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });
});

describe('global.css', () => {
  it('gives the dark theme a value for every colour the light theme changes per theme', () => {
    const perTheme = Object.keys(base).filter(
      (name) => name.startsWith('--color-') && !name.startsWith('--color-header-'),
    );
    const shared = ['--color-on-avatar', '--color-demo-badge', '--color-demo-badge-text'];
    expect(perTheme.filter((name) => !(name in dark) && !shared.includes(name))).toEqual([]);
  });

  it('sets color-scheme so form controls and scrollbars follow the theme', () => {
    expect(css).toMatch(/:root \{[^}]*color-scheme: light;/);
    expect(css).toMatch(/:root\[data-theme='dark'\] \{[^}]*color-scheme: dark;/);
  });
});

const MORE_CONTRAST = Object.entries(THEMES).filter(([name]) => name.endsWith('more contrast'));

describe.each(MORE_CONTRAST)('the %s theme', (_name, tokens) => {
  it.each(SURFACES)('borders are seen on %s (3:1) when more contrast is asked for', (surface) => {
    expect(contrastRatio(color(tokens, 'border'), color(tokens, surface))).toBeGreaterThanOrEqual(
      NON_TEXT_CONTRAST,
    );
  });
});
