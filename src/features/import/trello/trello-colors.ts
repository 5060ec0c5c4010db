/** Trello's label colours (with their _light/_dark shades) to the app's tag palette, and names. */
const PALETTE: Record<string, { hex: string; name: string }> = {
  green: { hex: '#22c55e', name: 'Green' },
  yellow: { hex: '#eab308', name: 'Yellow' },
  orange: { hex: '#f97316', name: 'Orange' },
  red: { hex: '#ef4444', name: 'Red' },
  purple: { hex: '#8b5cf6', name: 'Purple' },
  blue: { hex: '#3b82f6', name: 'Blue' },
  sky: { hex: '#06b6d4', name: 'Sky' },
  lime: { hex: '#84cc16', name: 'Lime' },
  pink: { hex: '#ec4899', name: 'Pink' },
  black: { hex: '#64748b', name: 'Black' },
};
const NO_COLOR = { hex: '#6b7280', name: 'No colour' };

/** `green_dark` → the green of the palette; unknown or null → grey. */
export function trelloColor(color: unknown): { hex: string; name: string } {
  if (typeof color !== 'string') return NO_COLOR;
  const base = color.replace(/_(dark|light)$/, '');
  const known = PALETTE[base];
  if (!known) return NO_COLOR;
  const shade = /_(dark|light)$/.exec(color)?.[1];
  return shade ? { hex: known.hex, name: `${known.name} (${shade})` } : known;
}
