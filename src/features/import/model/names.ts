/** Names the service accepts: trimmed, cut to `max`, at least `min` long, unique case-insensitively. */
export function uniqueNamer(min: number, max: number) {
  const taken = new Set<string>();
  return (wanted: string, fallback: string): string => {
    let base = clip(wanted.trim().replace(/\s+/g, ' '), max);
    if (base.length < min) base = clip(fallback, max);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = `${clip(base, max - suffix.length)}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  };
}

/** Cuts to `max` characters, ending with an ellipsis when cut. */
export function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
