// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { legendLayout, selfContained } from './png';

const SVG = 'http://www.w3.org/2000/svg';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('a chart made self-contained for its PNG', () => {
  it('carries the colours its classes gave it as attributes, and its view box as its size', () => {
    const style = document.createElement('style');
    style.textContent = '.bar { fill: rgb(37, 99, 235); stroke: none } .axis { stroke: gray }';
    document.head.append(style);
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 310 220');
    svg.setAttribute('tabindex', '0');
    const rect = document.createElementNS(SVG, 'rect');
    rect.setAttribute('class', 'bar');
    const line = document.createElementNS(SVG, 'line');
    line.setAttribute('class', 'axis');
    svg.append(rect, line);
    document.body.append(svg);

    const copy = selfContained(svg);
    const [copiedRect, copiedLine] = [...copy.children];
    expect(copiedRect?.getAttribute('fill')).toBe('rgb(37, 99, 235)');
    expect(copiedRect?.getAttribute('class')).toBeNull();
    expect(copiedLine?.getAttribute('stroke')).toBe('rgb(128, 128, 128)');
    expect(copy.getAttribute('width')).toBe('310');
    expect(copy.getAttribute('height')).toBe('220');
    expect(copy.getAttribute('xmlns')).toBe(SVG);
    expect(copy.hasAttribute('tabindex')).toBe(false);
    // The chart on the page is left as it was.
    expect(rect.getAttribute('class')).toBe('bar');
    expect(rect.hasAttribute('fill')).toBe(false);
  });
});

describe('the PNG legend', () => {
  it('puts the series in rows that fit the width', () => {
    const legend = ['Backlog', 'Planned', 'In Progress', 'Review', 'Done'].map((name) => ({
      name,
      color: 'red',
    }));
    // Widths: 16 + 7 per letter + 12: 77, 77, 105, 70, 56.
    const rows = legendLayout(legend, 260);
    expect(rows.map((row) => row.map((item) => [item.name, item.x]))).toEqual([
      [
        ['Backlog', 0],
        ['Planned', 77],
        ['In Progress', 154],
      ],
      [
        ['Review', 0],
        ['Done', 70],
      ],
    ]);
    expect(legendLayout([], 260)).toEqual([]);
  });
});
