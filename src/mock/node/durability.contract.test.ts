import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startApiProcess } from '../../../test/contract/api-process';

/**
 * Issue "No lost work, proven", finding 3: `npm run api` with DATA_FILE lost every acknowledged
 * write when killed under load. Here 20 clients send mixed writes (creates with an
 * Idempotency-Key, renames, moves) to the server as a child process; it is killed with SIGKILL
 * mid-load and started again on the same file. Every acknowledged write must be there, and
 * resending every create with its key must not make any of them twice.
 */
const CLIENTS = 20;
const WRITES_PER_CLIENT = 100;
const KILL_AFTER_ACKNOWLEDGED = 1800;
const auth = { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' };

interface Ledger {
  /** Create key -> card id, for creates whose answer arrived. */
  created: Map<string, number>;
  /** Every create key sent, answered or not. */
  sentCreates: Map<string, { title: string }>;
  /** Card id -> titles sent for it, in order, and the index of the last acknowledged one. */
  renames: Map<number, { titles: string[]; acknowledged: number }>;
  /** Cards whose move to column 2 was acknowledged. */
  moved: Set<number>;
  acknowledged: number;
}

async function client(api: string, index: number, ledger: Ledger, stop: () => boolean) {
  let lastCard: number | null = null;
  for (let step = 0; step < WRITES_PER_CLIENT && !stop(); step += 1) {
    try {
      if (step % 3 === 0 || lastCard === null) {
        const key = `client-${index}-step-${step}`;
        const title = `Load ${index}.${step}`;
        ledger.sentCreates.set(key, { title });
        const response = await fetch(`${api}/boards/1/cards`, {
          method: 'POST',
          headers: { ...auth, 'Idempotency-Key': key },
          body: JSON.stringify({ column_id: 1, title }),
        });
        if (response.status !== 201) throw new Error(`create answered ${response.status}`);
        const card = (await response.json()) as { id: number };
        ledger.created.set(key, card.id);
        lastCard = card.id;
      } else if (step % 3 === 1) {
        const title = `Renamed ${index}.${step}`;
        const entry = ledger.renames.get(lastCard) ?? { titles: [], acknowledged: -1 };
        entry.titles.push(title);
        ledger.renames.set(lastCard, entry);
        const response = await fetch(`${api}/boards/1/cards/${lastCard}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ title }),
        });
        if (response.status !== 200) throw new Error(`rename answered ${response.status}`);
        entry.acknowledged = entry.titles.length - 1;
      } else {
        const response = await fetch(`${api}/boards/1/cards/${lastCard}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ column_id: 2, order: 1 }),
        });
        if (response.status !== 200) throw new Error(`move answered ${response.status}`);
        ledger.moved.add(lastCard);
      }
      ledger.acknowledged += 1;
    } catch {
      return; // The server was killed: this client stops.
    }
  }
}

describe('the Node server under load, killed with SIGKILL', () => {
  it('keeps every acknowledged write, and none twice', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'mock-kill-')), 'data.sqlite');
    const first = await startApiProcess({ DATA_FILE: dataFile });
    const ledger: Ledger = {
      created: new Map(),
      sentCreates: new Map(),
      renames: new Map(),
      moved: new Set(),
      acknowledged: 0,
    };
    let killed = false;
    const exited = new Promise((resolve) => first.child.on('exit', resolve));
    const watchdog = setInterval(() => {
      if (!killed && ledger.acknowledged >= KILL_AFTER_ACKNOWLEDGED) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }, 5);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => client(first.api, index, ledger, () => killed)),
    );
    clearInterval(watchdog);
    const seconds = (performance.now() - started) / 1000;
    if (!killed) first.child.kill('SIGKILL');
    await exited;

    const second = await startApiProcess({ DATA_FILE: dataFile });
    try {
      const board = (await (await fetch(`${second.api}/boards/1`, { headers: auth })).json()) as {
        cards: { id: number; title: string; column_id: number; deleted_at: string | null }[];
      };
      const byId = new Map(board.cards.map((card) => [card.id, card]));
      let lost = 0;
      for (const id of ledger.created.values()) if (!byId.has(id)) lost += 1;
      for (const [id, entry] of ledger.renames) {
        if (entry.acknowledged < 0) continue;
        const allowed = entry.titles.slice(entry.acknowledged);
        if (!allowed.includes(byId.get(id)?.title ?? '')) lost += 1;
      }
      for (const id of ledger.moved) if (byId.get(id)?.column_id !== 2) lost += 1;

      // Resend every create, answered or not, with its key: none may be made twice.
      for (const [key, { title }] of ledger.sentCreates) {
        const response = await fetch(`${second.api}/boards/1/cards`, {
          method: 'POST',
          headers: { ...auth, 'Idempotency-Key': key },
          body: JSON.stringify({ column_id: 1, title }),
        });
        expect(response.status).toBe(201);
        const card = (await response.json()) as { id: number };
        const first = ledger.created.get(key);
        if (first !== undefined) expect(card.id, key).toBe(first);
      }
      const after = (await (await fetch(`${second.api}/boards/1`, { headers: auth })).json()) as {
        cards: { title: string; deleted_at: string | null }[];
      };
      const loadCards = after.cards.filter((card) => /^(Load|Renamed) \d+\.\d+$/.test(card.title));

      console.info(
        `[durability] ${CLIENTS} clients, ${ledger.acknowledged} writes acknowledged in ` +
          `${seconds.toFixed(1)} s (${Math.round(ledger.acknowledged / seconds)}/s), then SIGKILL; ` +
          `after restart: ${lost} acknowledged writes lost, ${loadCards.length} cards for ` +
          `${ledger.sentCreates.size} create keys`,
      );
      expect(killed).toBe(true);
      expect(lost).toBe(0);
      expect(loadCards).toHaveLength(ledger.sentCreates.size);
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 120_000);
});
