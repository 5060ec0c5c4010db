import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Clock, GripVertical } from './first-load-icons';
import { Icon } from './Icon';

describe('Icon', () => {
  it("draws an icon's shapes once in the page's sprite, and refers to them wherever it shows", () => {
    const { container } = render(
      <p>
        <Icon icon={GripVertical} />
        <Icon icon={GripVertical} />
        <Icon icon={Clock} />
      </p>,
    );
    const uses = [...container.querySelectorAll('svg[aria-hidden="true"] > use')];
    expect(uses).toHaveLength(3);
    const [grip, again, clock] = uses.map((use) => use.getAttribute('href') ?? '');
    expect(again).toBe(grip);
    expect(clock).not.toBe(grip);
    const symbol = document.querySelector(`[data-icon-sprite] symbol${grip}`);
    expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24');
    // The grip's six dots, as Lucide draws them.
    expect([...(symbol?.children ?? [])].map((shape) => shape.tagName)).toEqual(
      GripVertical.map(([tag]) => tag),
    );
    expect(symbol?.firstElementChild?.getAttribute('cx')).toBe(String(GripVertical[0]?.[1].cx));
    expect(document.querySelectorAll(`[data-icon-sprite] symbol${grip}`)).toHaveLength(1);
  });

  it('draws the sprite again when the page was emptied', () => {
    document.body.replaceChildren();
    const { container } = render(<Icon icon={Clock} />);
    const href = container.querySelector('use')?.getAttribute('href') ?? '';
    expect(document.querySelector(`[data-icon-sprite] symbol${href}`)).not.toBeNull();
  });
});
