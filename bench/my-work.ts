// My work in server mode (issue 35, docs/my-work.md): the mock's HTTP server (the one `npm run
// api` starts) seeded with 30 boards Maya can see holding 5,000 cards in all (a quarter hers),
// the production build in Chromium connected to it (the Connection screen), then a fresh load
// of /my-work. Printed per run and as medians:
//   - painted after the first board answered: the frame that shows the first card of mine,
//     less the end of the first board read's response (Resource Timing);
//   - complete: the frame once every board is read ("Reading boards" gone), from navigation;
//   - quick action painted: "Complete" clicked on the first card, to the frame without it.
//   npx vite build && npx tsx bench/my-work.ts [--runs 3] [--boards 30] [--cards 5000] [--dist dist]
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { nextId } from '@/mock/db/store';
import type { Db } from '@/mock/db/types';
import { startMockServer } from '@/mock/node/server';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
};
const runs = Number(option('runs', '3'));
const boardCount = Number(option('boards', '30'));
const cardCount = Number(option('cards', '5000'));
const dist = option('dist', 'dist');
const MAYA = 1;
const ELI = 2;
const DAY = 24 * 60 * 60 * 1000;

/** Adds boards (copies of the demo's board 2) until Maya sees `boards`, then cards to `cards`. */
function seedBoards(db: Db, boards: number, cards: number, now: Date): void {
  const boardTemplate = db.boards.find((board) => board.id === 2);
  const columnTemplate = db.columns.find((column) => column.board_id === 2);
  const cardTemplate = db.cards.find((card) => card.board_id === 2);
  if (!boardTemplate || !columnTemplate || !cardTemplate) throw new Error('seed changed');
  const visible = () =>
    db.boards.filter(
      (board) =>
        board.cuid === boardTemplate.cuid &&
        db.members.some((member) => member.board_id === board.id && member.user_id === MAYA),
    );
  while (visible().length < boards) {
    const id = nextId(db, 'boards');
    db.boards.push({ ...boardTemplate, id, name: `Team board ${id}`, parent_id: null });
    for (const user of [MAYA, ELI]) {
      db.members.push({
        ...(db.members.find((member) => member.board_id === 2) ?? {
          view_mode: null,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        }),
        board_id: id,
        user_id: user,
        permission: 'manage',
      });
    }
    ['To do', 'Doing', 'Review', 'Done'].forEach((name, index) =>
      db.columns.push({
        ...columnTemplate,
        id: nextId(db, 'columns'),
        board_id: id,
        name,
        order: index + 1,
      }),
    );
  }
  const targets = visible().filter((board) => board.id > 3);
  let serial = 0;
  const liveCards = () => db.cards.filter((card) => visible().some((b) => b.id === card.board_id));
  for (let missing = cards - liveCards().length; missing > 0; missing -= 1) {
    const board = targets[serial % targets.length];
    if (!board) break;
    const columns = db.columns.filter((column) => column.board_id === board.id);
    const column = columns[serial % columns.length];
    if (!column) break;
    const number = db.cards.filter((card) => card.board_id === board.id).length + 1;
    const id = nextId(db, 'cards');
    const dueIn = (serial % 45) - 10;
    db.cards.push({
      ...cardTemplate,
      id,
      board_id: board.id,
      column_id: column.id,
      number,
      order: number,
      title: `Task ${serial} of ${board.name}`,
      due_date: serial % 5 === 0 ? null : new Date(now.getTime() + dueIn * DAY).toISOString(),
    });
    if (serial % 4 === 0) db.cardAssignees.push({ card_id: id, user_id: MAYA });
    serial += 1;
  }
}

interface RunFigures {
  firstAnswer: number;
  lastAnswer: number;
  firstPainted: number;
  complete: number;
  action: number;
  boards: number;
  rows: number;
}

// Page-side code is passed as text: tsx's transform wraps named functions in a helper the page
// does not have.
/** In the page, from its start: when the first card of mine and the end of reading paint. */
const WATCH_MY_WORK = `(() => {
  const marks = { firstRow: 0, complete: 0, sawReading: false };
  window.__myWork = marks;
  const frame = (set) => requestAnimationFrame(() => set(performance.now()));
  new MutationObserver(() => {
    if (!marks.firstRow && document.querySelector('main li[data-card-id]')) {
      marks.firstRow = -1;
      frame((time) => (marks.firstRow = time));
    }
    const reading = [...document.querySelectorAll('[role="status"]')].some((node) =>
      (node.textContent || '').startsWith('Reading boards'),
    );
    if (reading) marks.sawReading = true;
    if (marks.sawReading && !reading && !marks.complete) {
      marks.complete = -1;
      frame((time) => (marks.complete = time));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})()`;

const READY = 'window.__myWork && window.__myWork.firstRow > 0 && window.__myWork.complete > 0';

const FIGURES = `(() => {
  const marks = window.__myWork;
  const reads = performance
    .getEntriesByType('resource')
    .filter((entry) => /\\/api\\/boards\\/\\d+$/.test(entry.name));
  return {
    firstAnswer: Math.min(...reads.map((entry) => entry.responseEnd)),
    lastAnswer: Math.max(...reads.map((entry) => entry.responseEnd)),
    firstPainted: marks.firstRow,
    complete: marks.complete,
    boards: reads.length,
    rows: document.querySelectorAll('main li[data-card-id]').length,
  };
})()`;

/** "Complete" on the first card, to the frame that no longer shows it (ms). */
const QUICK_ACTION = `new Promise((resolve, reject) => {
  const row = document.querySelector('main li[data-card-id]');
  const button = row && row.querySelector('button');
  if (!row || !button) return reject(new Error('no card row with a Complete button'));
  const selector = 'main li[data-card-id="' + row.dataset.cardId + '"]';
  const start = performance.now();
  button.click();
  const check = () =>
    document.querySelector(selector)
      ? requestAnimationFrame(check)
      : requestAnimationFrame(() => resolve(performance.now() - start));
  check();
})`;

async function measure(page: Page): Promise<RunFigures> {
  await page.waitForFunction(READY, null, { timeout: Number(option('timeout', '120000')) });
  const figures = (await page.evaluate(FIGURES)) as Omit<RunFigures, 'action'>;
  const action = (await page.evaluate(QUICK_ACTION)) as number;
  return { ...figures, action };
}

const app = await preview({
  build: { outDir: dist },
  preview: { port: 0, host: '127.0.0.1' },
  logLevel: 'warn',
});
const appUrl = (app.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
const api = await startMockServer({ port: 0, host: '127.0.0.1', corsOrigins: [appUrl] });
seedBoards(api.service.db, boardCount, cardCount, new Date());
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results: RunFigures[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    // The page-side code is text, which the app's CSP (no eval) would refuse.
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(`${appUrl}/connect`);
    await page.getByLabel('API base URL').fill(`${api.url}/api`);
    await page.getByLabel('Access token').fill('demo-manager');
    await page.getByLabel('Stay signed in for this tab').check();
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(/^Signed in as /).waitFor();
    await context.addInitScript(WATCH_MY_WORK);
    // A fresh load: nothing cached, every board read from the server.
    await page.goto(`${appUrl}/my-work`);
    const figures = await measure(page);
    results.push(figures);
    console.info(
      `run ${run + 1}: ${figures.boards} boards read, ${figures.rows} cards of mine shown; ` +
        `first board answered ${figures.firstAnswer.toFixed(0)} ms, first card painted ` +
        `${figures.firstPainted.toFixed(0)} ms (+${(figures.firstPainted - figures.firstAnswer).toFixed(0)} ms), ` +
        `last board answered ${figures.lastAnswer.toFixed(0)} ms, ` +
        `complete ${figures.complete.toFixed(0)} ms, quick action painted ${figures.action.toFixed(1)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await api.close();
  await new Promise<void>((resolve) => app.httpServer.close(() => resolve()));
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
const cards = api.service.db.cards.length;
console.info(
  `\nMy work, server mode, ${boardCount} boards, ${cardCount} cards on them (${cards} in the mock), ${runs} runs, medians:`,
);
const after = median(results.map((r) => r.firstPainted - r.firstAnswer));
const complete = median(results.map((r) => r.complete));
const action = median(results.map((r) => r.action));
console.info(`  painted after the first board answered: ${after.toFixed(0)} ms (budget 500)`);
console.info(`  complete, from navigation:              ${complete.toFixed(0)} ms (budget 1500)`);
console.info(`  quick action painted:                   ${action.toFixed(1)} ms (budget 50)`);
