// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  NON_TEXT_CONTRAST,
  TEXT_CONTRAST,
  contrastRatio,
  readableTextOn,
  rgbOf,
} from '@/domain/contrast';
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

/** A translucent wash (`rgb(r g b / a%)`) painted over a solid colour, as the browser blends it. */
function over(wash: string, backdrop: string): string {
  const match = /^rgb\((\d+) (\d+) (\d+) \/ (\d+(?:\.\d+)?)%\)$/.exec(wash);
  if (!match) throw new Error(`not a translucent rgb(r g b / a%): ${wash}`);
  const alpha = Number(match[4]) / 100;
  const under = rgbOf(backdrop);
  const channels = [match[1], match[2], match[3]].map((channel, index) =>
    Math.round(Number(channel) * alpha + (under[index] ?? 0) * (1 - alpha)),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** A solid token, or `<wash> over <token>`: `hover over surface-muted` is a hovered row's colour. */
function paint(tokens: Tokens, name: string): string {
  const [wash, backdrop] = name.split(' over ');
  if (wash === undefined || backdrop === undefined) return color(tokens, name);
  const value = tokens[`--color-${wash}`];
  if (value === undefined) throw new Error(`--color-${wash} is not defined`);
  return over(value, color(tokens, backdrop));
}

/** Where text and marks sit: page, cards and dialogs, columns and list groups, chips. */
const SURFACES = ['bg', 'surface', 'surface-muted', 'column', 'chip'];

/**
 * [text, background] pairs that must reach 4.5:1 (WCAG 1.4.3), each with where it is drawn. All
 * at the rule for normal text: these tokens draw small text (12 px badges, 11 px chips), so the
 * 3:1 for large text (24 px, or 18.66 px bold) is never counted on.
 */
const TEXT_PAIRS: [string, string][] = [
  // Body text and muted text (numbers, meta lines, counts, hints) on every surface.
  ...SURFACES.flatMap((surface): [string, string][] => [
    ['text', surface],
    ['text-muted', surface],
  ]),
  // The hover wash (ghost buttons, grips, "Add a card", list icons, the calendar's day opener)
  // over a dialog or card, a hovered tile or row, a column: text and muted text stay readable.
  ['text', 'hover over surface'],
  ['text', 'hover over surface-muted'],
  ['text', 'hover over column'],
  ['text-muted', 'hover over surface'],
  ['text-muted', 'hover over surface-muted'],
  ['text-muted', 'hover over column'],
  // Placeholder text on a field ("Search cards  /", a date's example, "Empty"): every field
  // draws the surface or sits on it (controls.css and the modules' own fields).
  ['placeholder', 'surface'],
  // A highlighted menu item (text, its muted hint, Delete in red) and the drop target's wash.
  ['text', 'accent-soft'],
  ['text-muted', 'accent-soft'],
  ['danger', 'accent-soft'],
  ['text', 'drop-bg'],
  // A comment landed on from a notification, highlighted: its text and its muted time.
  ['text', 'warning-soft'],
  ['text-muted', 'warning-soft'],
  // Links on the page, a card or dialog, a muted panel.
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent', 'surface-muted'],
  // The chosen segment of a segmented control, the list's and calendar's link buttons.
  ['accent-strong', 'surface'],
  // "Show 3 more" on a day outside the month.
  ['accent-strong', 'surface-muted'],
  // The board's visibility badge, a teammate's change marker, a pressed phone toggle.
  ['accent-strong', 'accent-soft'],
  // Primary buttons, at rest and hovered; today's date in the calendar.
  ['on-accent', 'accent'],
  ['on-accent', 'accent-strong'],
  // Danger buttons and the header's Inbox badge (the unread count, 12 px).
  ['on-danger', 'danger'],
  // Error text on a card or dialog, a muted panel, under the quick add in a column.
  ['danger', 'surface'],
  ['danger', 'surface-muted'],
  ['danger', 'column'],
  // A column's count over its WIP limit.
  ['danger', 'danger-soft'],
  // Overdue dates in My work.
  ['danger-text', 'surface'],
  // Status chips: overdue and "Blocked by N open cards" (tile, My work, Insights), due soon,
  // unsaved, the connection banner, done.
  ['danger-text', 'danger-soft'],
  ['warning-text', 'warning-soft'],
  ['success-text', 'success-soft'],
  // A tile's done markers and sub-card count, on a tile at rest and hovered, stale or chosen.
  ['success', 'surface'],
  ['success', 'surface-muted'],
  // A stale card's idle mark ("12 d").
  ['warning', 'surface'],
  ['warning', 'surface-muted'],
  // Tag chips, the due chip, My work's reasons.
  ['chip-text', 'chip'],
  // The header (dark in both themes): text, the brand and current page, nav links, its links,
  // the phone's Menu button.
  ['header-text', 'header-bg'],
  ['header-text-strong', 'header-bg'],
  ['header-text-muted', 'header-bg'],
  ['header-link', 'header-bg'],
  ['header-link-hover', 'header-bg'],
  ['header-text-strong', 'header-control'],
  // The header's Demo badge.
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
    expect(contrastRatio(paint(tokens, fore), paint(tokens, back))).toBeGreaterThanOrEqual(
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

/**
 * Where the small coloured texts are drawn, read from their CSS: each rule must take its text
 * and background from the tokens of a pair above. The Inbox badge once drew white on
 * `--color-danger` (2.27:1 in dark) while the test checked `on-danger` on `danger`.
 */
const DRAWN_WITH: [file: string, selector: string, text: string, background: string | null][] = [
  // The header's Inbox badge, the unread count (12 px).
  ['features/inbox/UnreadCount.module.css', '.badge', 'on-danger', 'danger'],
  // The header's Demo badge.
  ['app/shell/ConnectionMenu.module.css', '.badge', 'demo-badge-text', 'demo-badge'],
  // Tag chips (11 px).
  ['components/TagChip.module.css', '.chip', 'chip-text', 'chip'],
  // "Blocked by N open cards": on a tile, in My work, in Insights.
  ['features/board/tile/CardTile.module.css', '.blocked', 'danger-text', 'danger-soft'],
  ['features/my-work/MyWork.module.css', '.blocked', 'danger-text', 'danger-soft'],
  ['features/insights/InsightsView.module.css', '.blocked', 'danger-text', 'danger-soft'],
  // A column's count over its WIP limit.
  ['features/board/kanban/Kanban.module.css', ".count[data-wip='over']", 'danger', 'danger-soft'],
  // The "Unsaved" badge.
  ['components/UnsavedBadge.module.css', '.unsaved', 'warning-text', 'warning-soft'],
  // Placeholders (the field's own rule draws the surface beneath).
  ['app/styles/controls.css', ':where(input, textarea)::placeholder', 'placeholder', null],
];

/** The declarations of the first rule in `file` (under src/) whose selector is exactly `selector`. */
function declarationsOf(file: string, selector: string): Record<string, string> {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  for (const [, head, body] of source.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (head?.trim() !== selector || body === undefined) continue;
    const declarations: Record<string, string> = {};
    for (const [, name, value] of body.matchAll(/([a-z-]+):\s*([^;]+);/g)) {
      if (name && value) declarations[name] = value.trim();
    }
    return declarations;
  }
  throw new Error(`${file} has no rule ${selector}`);
}

describe('small coloured texts are drawn with a checked pair', () => {
  it.each(DRAWN_WITH)('%s %s: %s on %s', (file, selector, text, background) => {
    const rule = declarationsOf(file, selector);
    expect(rule.color).toBe(`var(--color-${text})`);
    if (background === null) return;
    expect(rule.background ?? rule['background-color']).toBe(`var(--color-${background})`);
    expect(TEXT_PAIRS).toContainEqual([text, background]);
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
