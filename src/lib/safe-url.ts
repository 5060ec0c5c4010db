/**
 * Returns the URL when it is an absolute http(s) URL, else null. Every URL from the API or from
 * content passes here before it reaches an href or src: javascript:, data:, protocol-relative
 * (//host) and malformed URLs never do.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * For an image `src` (avatars): only https. The Content-Security-Policy allows images from
 * https: (and the app's origin) only, so an http picture would be refused and shown broken;
 * the caller shows its fallback (initials) instead.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  const url = safeHttpUrl(value);
  return url?.startsWith('https:') ? url : null;
}
