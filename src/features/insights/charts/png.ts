/**
 * A chart as a PNG: its SVG drawn through a canvas. The chart's colours and text sizes come from
 * the page's CSS (theme tokens), which an SVG drawn as an image does not see, so the copy carries
 * them as presentation attributes. The copy goes in as a data: URL (the CSP's `img-src` allows
 * data:, not blob:), with the section's title above and its legend below, drawn on the canvas.
 */

/** The drawing properties that the charts' classes set (Charts.module.css). */
const PAINT = [
  'fill',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'fill-opacity',
  'font-size',
  'font-family',
  'font-weight',
] as const;

export interface PngParts {
  svg: SVGSVGElement;
  title: string;
  /** Series names with their colours, as the legend shows them. */
  legend: readonly { name: string; color: string }[];
  background: string;
  text: string;
}

/** A copy of `svg` that needs no style sheet: each element's computed paint as its attributes. */
export function selfContained(svg: SVGSVGElement): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((node, i) => {
    const target = to[i];
    if (!target) return;
    const style = getComputedStyle(node);
    for (const name of PAINT) {
      const value = style.getPropertyValue(name);
      if (value) target.setAttribute(name, value);
    }
    target.removeAttribute('class');
    target.removeAttribute('tabindex');
  });
  const box = svg.viewBox.baseVal;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  return copy;
}

const PAD = 12;
const TITLE = 28;
const LEGEND_ROW = 20;

/** The PNG of a chart, `scale` device pixels per view-box unit. */
export async function chartPng(parts: PngParts, scale = 2): Promise<Blob> {
  const copy = selfContained(parts.svg);
  const { width, height } = parts.svg.viewBox.baseVal;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();

  const legendRows = legendLayout(parts.legend, width);
  const canvas = document.createElement('canvas');
  const total = {
    w: width + 2 * PAD,
    h: TITLE + height + legendRows.length * LEGEND_ROW + 2 * PAD,
  };
  canvas.width = Math.round(total.w * scale);
  canvas.height = Math.round(total.h * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.scale(scale, scale);
  context.fillStyle = parts.background;
  context.fillRect(0, 0, total.w, total.h);
  context.fillStyle = parts.text;
  context.textBaseline = 'middle';
  context.font = '600 15px system-ui, sans-serif';
  context.fillText(parts.title, PAD, PAD + TITLE / 2 - 4);
  context.drawImage(image, PAD, PAD + TITLE, width, height);
  context.font = '12px system-ui, sans-serif';
  legendRows.forEach((row, r) => {
    const y = PAD + TITLE + height + r * LEGEND_ROW + LEGEND_ROW / 2;
    for (const item of row) {
      context.fillStyle = item.color;
      context.fillRect(PAD + item.x, y - 6, 12, 12);
      context.fillStyle = parts.text;
      context.fillText(item.name, PAD + item.x + 16, y);
    }
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}

/** The legend's items in rows that fit `width`, with each item's x (a rough 7 px per letter). */
export function legendLayout(
  legend: readonly { name: string; color: string }[],
  width: number,
): { name: string; color: string; x: number }[][] {
  const rows: { name: string; color: string; x: number }[][] = [];
  let row: { name: string; color: string; x: number }[] = [];
  let x = 0;
  for (const item of legend) {
    const itemWidth = 16 + item.name.length * 7 + 12;
    if (row.length > 0 && x + itemWidth > width) {
      rows.push(row);
      row = [];
      x = 0;
    }
    row.push({ ...item, x });
    x += itemWidth;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** The parts of the chart in `section` (null when it shows no drawing: a table, a list). */
export function partsOf(section: HTMLElement, title: string): PngParts | null {
  const svg = section.querySelector<SVGSVGElement>('svg[role="group"]');
  if (!svg) return null;
  const legend = [...section.querySelectorAll('ul li')].map((item) => ({
    name: item.textContent ?? '',
    color: getComputedStyle(item.querySelector('rect') ?? item).fill,
  }));
  const style = getComputedStyle(section);
  return { svg, title, legend, background: style.backgroundColor, text: style.color };
}
