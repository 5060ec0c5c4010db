import type { IconNode } from 'lucide';

const SVG = 'http://www.w3.org/2000/svg';
// The symbols of the sprite in the page now (a test that empties the body makes a new one).
let ids = new WeakMap<IconNode, string>();
let sprite: SVGSVGElement | null = null;

/** The page's one hidden `<svg>` whose `<symbol>`s every drawn icon refers to. */
function spriteElement(): SVGSVGElement {
  if (sprite?.isConnected) return sprite;
  sprite = document.createElementNS(SVG, 'svg');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.setAttribute('data-icon-sprite', '');
  // Not `display: none`: a symbol in an undisplayed subtree may not be drawn where it is used.
  // Set through the CSSOM, which the Content-Security-Policy allows (a style attribute it refuses).
  Object.assign(sprite.style, {
    position: 'absolute',
    width: '0',
    height: '0',
    overflow: 'hidden',
  });
  document.body.prepend(sprite);
  ids = new WeakMap();
  return sprite;
}

let next = 0;

/**
 * The id of the icon's `<symbol>`, added to the page the first time the icon is drawn. An icon
 * is then two elements wherever it shows (`<svg><use>`), not one plus each of its shapes (the
 * grip alone has six): on a board of 80 tiles, about 400 elements fewer to create and lay out.
 */
export function iconSymbolId(icon: IconNode): string {
  const parent = spriteElement();
  const known = ids.get(icon);
  if (known) return known;
  const id = `pb-icon-${next++}`;
  const symbol = document.createElementNS(SVG, 'symbol');
  symbol.id = id;
  symbol.setAttribute('viewBox', '0 0 24 24');
  for (const [tag, attrs] of icon) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attrs)) {
      if (value !== undefined) shape.setAttribute(name, String(value));
    }
    symbol.append(shape);
  }
  parent.append(symbol);
  ids.set(icon, id);
  return id;
}
