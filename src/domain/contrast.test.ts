import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn, relativeLuminance, rgbOf } from './contrast';

describe('contrast', () => {
  it('reads #rgb and #rrggbb in any case, and refuses anything else', () => {
    expect(rgbOf('#fff')).toEqual([255, 255, 255]);
    expect(rgbOf('#3B82F6')).toEqual([59, 130, 246]);
    for (const bad of ['fff', '#ffff', '#12345g', 'rgb(0 0 0)', '']) {
      expect(() => rgbOf(bad)).toThrow(/Not a #rgb/);
    }
  });

  it('gives the relative luminance of WCAG 2', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    // Known values (WebAIM's contrast checker).
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('gives contrast ratios from 1 to 21, whichever colour comes first', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#2563eb')).toBeCloseTo(contrastRatio('#2563eb', '#ffffff'));
  });

  it('picks black or white text, whichever reads better, and that always reaches 4.5:1', () => {
    expect(readableTextOn('#fbbf24')).toBe('#000000');
    expect(readableTextOn('#1d4ed8')).toBe('#ffffff');
    for (let grey = 0; grey <= 255; grey += 1) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
