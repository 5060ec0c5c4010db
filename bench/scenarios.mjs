// What one benchmark run measures, in the page, with the browser's own instruments.

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records, in the page, when the board's data arrived and when columns were first painted. */
function instrumentPage() {
  window.__bench = { painted: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (window.__bench.painted === null && document.querySelector('[aria-label$=" column"]')) {
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__bench.painted = performance.now();
        }, 0),
      );
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function frameGaps(page, action) {
  await page.evaluate(() => {
    window.__gaps = [];
    window.__gapsRunning = true;
    let last = performance.now();
    const tick = (time) => {
      window.__gaps.push(time - last);
      last = time;
      if (window.__gapsRunning) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  const gaps = await page.evaluate(() => {
    window.__gapsRunning = false;
    return window.__gaps.slice(1);
  });
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length * 0.95)] ?? 0;
}

/** Time from a click to the next painted frame once `selector` is in the DOM. */
async function clickToPaint(page, locator, selector) {
  const start = await page.evaluate(() => performance.now());
  await locator.click();
  await page.waitForSelector(selector);
  const end = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
      ),
  );
  return end - start;
}

export async function measureBoard(browser, appUrl, { size, cpuRate }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    sessionStorage.setItem(
      'project-board.connection',
      JSON.stringify({ kind: 'demo', token: 'demo-manager' }),
    );
  });
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });

  await page.goto(`${appUrl}/boards/1?seed=${size}`);
  await page.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 120_000 });
  const mount = await page.evaluate(() => {
    const board = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/api\/boards\/1$/.test(entry.name))
      .at(-1);
    return board ? window.__bench.painted - board.responseEnd : null;
  });
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);

  // A card dragged across columns: 60 pointer moves 16 ms apart.
  const card = page.getByRole('link', { name: /^#\d+ / }).first();
  const box = await card.boundingBox();
  const dragFrameP95 = await frameGaps(page, async () => {
    await page.mouse.move(box.x + 20, box.y + 10);
    await page.mouse.down();
    for (let step = 1; step <= 60; step += 1) {
      await page.mouse.move(box.x + 20 + step * 14, box.y + 10 + step * 2);
      await pause(16);
    }
    await page.mouse.up();
    await pause(200);
  });

  const viewGroup = page.getByRole('group', { name: 'View' });
  const toList = await clickToPaint(page, viewGroup.getByRole('button', { name: 'List' }), 'table');
  const toKanban = await clickToPaint(
    page,
    viewGroup.getByRole('button', { name: 'Kanban' }),
    '[aria-label$=" column"]',
  );

  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapMb = (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
  const longestTask = await page.evaluate(() => Math.max(0, ...window.__bench.longTasks));

  await context.close();
  return {
    'mount: data to painted (ms)': mount,
    'DOM elements': domElements,
    'drag frame gap p95 (ms)': dragFrameP95,
    'kanban to list (ms)': toList,
    'list to kanban (ms)': toKanban,
    'JS heap after GC (MB)': heapMb,
    'longest task (ms)': longestTask,
  };
}
