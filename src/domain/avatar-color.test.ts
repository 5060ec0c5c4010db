import { describe, expect, it } from 'vitest';
import { avatarColorFor } from './avatar-color';
import { AVATAR_COLORS } from './palettes';

/** Hue in degrees (0-360) of a `#rrggbb` colour. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sixth =
    max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return sixth * 60;
}

const saturated = (hex: string) => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return Math.max(...channels) - Math.min(...channels) > 60;
};

describe('avatarColorFor', () => {
  it('gives a person the same colour every time', () => {
    expect(avatarColorFor('Eli Editor')).toBe(avatarColorFor('Eli Editor'));
    expect(AVATAR_COLORS).toContain(avatarColorFor('Eli Editor'));
    expect(AVATAR_COLORS).toContain(avatarColorFor(''));
  });

  it("tells the demo tenant's people apart", () => {
    const people = [
      'Maya Manager',
      'Eli Editor',
      'Ines Interact',
      'Vic Viewer',
      'Olga Outsider',
      'Dana Departed',
    ];
    expect(new Set(people.map(avatarColorFor)).size).toBe(people.length);
  });

  it('never uses a red that reads as the overdue mark', () => {
    // The danger colours of both themes (global.css) sit at hue 0; no saturated avatar colour
    // comes within 20 degrees of them.
    for (const color of AVATAR_COLORS.filter(saturated)) {
      const hue = hueOf(color);
      expect(Math.min(hue, 360 - hue), color).toBeGreaterThan(20);
    }
    expect(new Set(AVATAR_COLORS).size).toBe(AVATAR_COLORS.length);
  });
});
