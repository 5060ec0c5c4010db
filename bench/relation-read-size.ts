// Issue 46's first budget (docs/relations.md, "Budgets"): the board read with the relation
// summary (CONTRACT 4d) grows by <= 5 % on the 5,000-card board. The mock's generated board
// (one card in 20 split into three sub-cards, one in 10 blocked: bench/../src/mock/db/seed-large.ts)
// serialized as the mock serves it, with its relations and with them taken away; prints both
// sizes, raw and gzipped, and the growth. Not timing: the bytes are the same on every machine.
//   npx tsx bench/relation-read-size.ts [--sizes 5000,20000]
import { gzipSync } from 'node:zlib';
import { DEMO_USERS } from '@/mock/db/seed';
import type { Db } from '@/mock/db/types';
import { boardPayload } from '@/mock/handlers/boards/board-json';
import { buildSeed } from '@/mock/service';

const argv = process.argv.slice(2);
const at = argv.indexOf('--sizes');
const sizes = (at >= 0 ? (argv[at + 1] ?? '5000') : '5000,20000').split(',').map(Number);
const now = new Date('2026-11-20T12:00:00Z');

function boardText(db: Db): string {
  const board = db.boards.find((b) => b.id === 1);
  const user = db.users.find((u) => u.id === DEMO_USERS.manager);
  if (!board || !user) throw new Error('the seed has no board 1 or no manager');
  return JSON.stringify(boardPayload({ db, board, user, level: 'manage', now }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const growth = (after: number, before: number) => `${((after / before - 1) * 100).toFixed(2)} %`;

for (const size of sizes) {
  const db = buildSeed(now, size);
  const withRelations = boardText(db);
  const summaries = (withRelations.match(/"relations":\{/g) ?? []).length;
  const relations = db.relations.length;
  db.relations = [];
  const without = boardText(db);
  const raw = [Buffer.byteLength(withRelations), Buffer.byteLength(without)] as const;
  const gz = [gzipSync(withRelations).length, gzipSync(without).length] as const;
  console.info(
    `${size} cards, ${relations} relations, ${summaries} cards with a summary: ` +
      `raw ${kb(raw[1])} -> ${kb(raw[0])} (+${growth(raw[0], raw[1])}), ` +
      `gzip ${kb(gz[1])} -> ${kb(gz[0])} (+${growth(gz[0], gz[1])})`,
  );
}
