import type { OutboxOwner } from './outbox-record';

const KEY = 'project-board.outbox-owner';

/**
 * A short fingerprint of the server and token (FNV-1a, 2 × 32 bits): enough to tell that the
 * tab now uses another token, far too little to recover or replay one. Synchronous, so the
 * outbox knows its owner before the first write of a reloaded page.
 */
function fingerprintOf(server: string, token: string): string {
  const text = `${server}\n${token}`;
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x811c9dc5) >>> 0;
  }
  return `${a.toString(16)}${b.toString(16)}`;
}

/**
 * Who this tab's token belongs to, remembered for the tab (sessionStorage, with a fingerprint
 * of the token, never the token): after a reload the outbox knows whose writes it keeps at
 * once, before `GET /me` answers, so a write made in that moment is kept under the right name.
 */
export function rememberOwner(token: string, owner: OutboxOwner): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ fingerprint: fingerprintOf(owner.server, token), owner }),
    );
  } catch {
    // No sessionStorage (or no room): the outbox waits for `GET /me`, as without a hint.
  }
}

/** The remembered owner, when it was remembered for this server and this token. */
export function recallOwner(server: string, token: string): OutboxOwner | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const { fingerprint, owner } = JSON.parse(raw) as {
      fingerprint: string;
      owner: OutboxOwner;
    };
    if (owner.server !== server || fingerprint !== fingerprintOf(server, token)) return null;
    return typeof owner.userId === 'number' && typeof owner.name === 'string' ? owner : null;
  } catch {
    return null;
  }
}
