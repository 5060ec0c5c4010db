#!/usr/bin/env node
// Issue 46's picker budget (docs/relations.md, "Budgets"): a keystroke in the card panel's
// "Related card" picker answers in <= 50 ms on a 20,000-card board. On the generated demo board
// (`?seed=N`), the first card's panel open, each of `--words` is typed key by key into the
// picker, 150 ms apart, then cleared, `--runs` times. Per key it takes the time from keydown
// (the event's timeStamp) to the next frame's paint (a frame callback, then a task posted from
// it), in the page's clock: the board's own matches are in that frame; other boards are asked
// once typing pauses and are not part of a keystroke's answer. Prints every key, then the
// median and the worst per word.
//
//   npx vite build
//   node bench/relation-picker.mjs [--size 20000 --runs 3 --dist dist --cpu 1]
//     [--words "zqxj,billing,#1234"]
import { COLUMN, openDemoBoard, option, pause } from './demo-page.mjs';

const size = Number(option('size', '20000'));
const runs = Number(option('runs', '3'));
const dist = option('dist', 'dist');
const cpu = Number(option('cpu', '1'));
const words = option('words', 'zqxj,billing,#1234').split(',');
const KEY_GAP_MS = 150;

const { page, cdp, start, close } = await openDemoBoard({ dist, size });
try {
  await start();
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.locator(`${COLUMN} a[href*="/cards/"]`).first().click();
  const picker = page.getByRole('combobox', { name: 'Related card' });
  await picker.waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const probe = { keys: [] };
    window.__picker = probe;
    document.addEventListener(
      'keydown',
      (event) => {
        const key = { start: event.timeStamp, painted: null };
        probe.keys.push(key);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (key.painted = performance.now());
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
  const summary = [];
  for (const word of words) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      await picker.click();
      await page.evaluate(() => (window.__picker.keys = []));
      for (const key of word) {
        await page.keyboard.press(key);
        await pause(KEY_GAP_MS);
      }
      const keys = await page.evaluate(() =>
        window.__picker.keys.map((key) => key.painted - key.start),
      );
      const shown = await page.getByRole('listbox', { name: 'Related card' }).locator('li').count();
      console.info(
        `"${word}" run ${run + 1}: keys to frame ${keys.map((ms) => ms.toFixed(1)).join(' ')} ms; ` +
          `${shown} options`,
      );
      times.push(...keys);
      await picker.fill('');
      await pause(400);
    }
    const sorted = [...times].sort((a, b) => a - b);
    summary.push(
      `"${word}": median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, ` +
        `worst ${sorted.at(-1).toFixed(1)} ms over ${sorted.length} keys`,
    );
  }
  console.info(`\n${size} cards, CPU x${cpu}, ${dist}`);
  for (const line of summary) console.info(line);
} finally {
  await close();
}
