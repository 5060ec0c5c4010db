/**
 * Whose copies these are: a SHA-256 of the server's API root and the token, so a copy is only
 * ever found again by the same person on the same server, and the token is never stored (not
 * even in a key). null where the browser offers no hashing (an insecure origin): then no copy.
 */
export async function copyScopeOf(server: string, token: string): Promise<string | null> {
  try {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return null;
    const digest = await subtle.digest(
      'SHA-256',
      new TextEncoder().encode(`project-board-copy\n${server}\n${token}`),
    );
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  } catch {
    return null;
  }
}
