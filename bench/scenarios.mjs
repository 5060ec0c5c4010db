// One benchmark run: what it measures, in the page, with the browser's own instruments
// (docs/performance.md explains each figure). The bench build (VITE_BENCH=1) counts CardTile
// renders on window.__renders and exposes window.__benchRefetchBoard.
import { startFrameGaps } from './demo-page.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const COLUMN = 'section[aria-label$=" column"]';
const LIST = 'table[aria-label^="Cards of "]';
const CALENDAR = 'section[aria-label="Calendar"] table';
const CARD_SLOT = `${COLUMN} li[data-index]`;

/**
 * Installed before the app's scripts: long tasks, event timing (every event of 16 ms or more),
 * and the first frame painted after the board's columns appear.
 */
export function instrumentPage() {
  const bench = {
    painted: null,
    lanesPainted: null,
    longTasks: [],
    events: [],
  };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  /**
   * Resolves with the time of the first frame painted once `selector` is in the document and
   * visible (a view kept hidden while the other shows is in the document too).
   */
  bench.paintWhen = (selector) =>
    new Promise((resolve) => {
      const shown = () => document.querySelector(selector)?.checkVisibility() ?? false;
      const painted = () =>
        requestAnimationFrame(() => {
          // The frame's paint follows this callback; a task posted now runs after it.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      if (shown()) {
        painted();
        return;
      }
      const observer = new MutationObserver(() => {
        if (shown()) {
          observer.disconnect();
          painted();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
  /** The next painted frame. */
  bench.nextPaint = () => bench.paintWhen('html');
  bench.lastKey = 0;
  document.addEventListener('keydown', (event) => (bench.lastKey = event.timeStamp), true);
  const isCardSlot = (node) =>
    node.nodeType === 1 && (node.matches('li[data-index]') || node.querySelector('li[data-index]'));
  /**
   * Resolves with the time of the frame painted after the last change to which cards the board
   * shows (card slots added or removed), once none has come for `quietMs`; null if none came.
   */
  bench.boardSettledPaint = (quietMs) =>
    new Promise((resolve) => {
      let paintedAt = null;
      let timer;
      const observer = new MutationObserver((records) => {
        const slotsChanged = records.some((record) =>
          [...record.addedNodes, ...record.removedNodes].some(isCardSlot),
        );
        if (!slotsChanged) return;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (paintedAt = performance.now());
          channel.port2.postMessage(null);
        });
        clearTimeout(timer);
        timer = setTimeout(finish, quietMs);
      });
      function finish() {
        observer.disconnect();
        resolve(paintedAt);
      }
      observer.observe(document.body, { childList: true, subtree: true });
      timer = setTimeout(finish, quietMs + 2000);
    });
  const onColumns = () => {
    bench.paintWhen('section[aria-label$=" column"]').then((time) => {
      bench.painted = time;
    });
    // The kanban in swimlanes (`?lanes=`) has no column sections: its first card in a lane.
    bench.paintWhen('[data-lanes-board] li[data-card-id]').then((time) => {
      bench.lanesPainted = time;
    });
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', onColumns);
  } else onColumns();
}

/**
 * A new page of `context` on the demo as its manager, instrumented (`instrumentPage`), with the
 * CPU slowed `cpuRate` times; `cdp` is its DevTools session.
 */
export async function openInstrumentedPage(context, cpuRate) {
  await context.addInitScript(() => {
    sessionStorage.setItem(
      'project-board.connection',
      JSON.stringify({ kind: 'demo', token: 'demo-manager' }),
    );
  });
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { page, cdp };
}

async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

const renders = (page) => page.evaluate(() => window.__renders?.CardTile ?? 0);
const now = (page) => page.evaluate(() => performance.now());

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Longest task, and worst event duration (by event name), that started at or after `since`. */
async function tasksSince(page, since, names = null) {
  return page.evaluate(
    ({ since: from, names: wanted }) => ({
      longestTask: Math.max(
        0,
        ...window.__bench.longTasks.filter((t) => t.start >= from).map((t) => t.duration),
      ),
      worstEvent: Math.max(
        0,
        ...window.__bench.events
          .filter((e) => e.start >= from && (wanted === null || wanted.includes(e.name)))
          .map((e) => e.duration),
      ),
    }),
    { since, names },
  );
}

/** A first-column card's centre, and how far to the right its column's neighbours are. */
async function cardToDrag(page, nth) {
  const slot = page.locator(CARD_SLOT).nth(nth);
  const box = await slot.boundingBox();
  if (!box) throw new Error('No card to drag');
  return { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
}

/**
 * Drags a card from the first column to the right with `moves` pointer moves 16 ms apart
 * (about 14 px each, so 60 moves cross three columns), then drops it. Returns what it measured.
 */
async function dragAcross(page, { moves, nth = 0, measure = true }) {
  const from = await cardToDrag(page, nth);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Drag start: the first move past dnd-kit's 6 px activation to the frame painted with the
  // drag under way (the dragged slot marked, the overlay tile rendered).
  await page.evaluate(() => {
    window.__drag = { startInput: null, started: null };
    document.addEventListener(
      'pointermove',
      (event) => {
        window.__drag.startInput = event.timeStamp;
      },
      { capture: true, once: true },
    );
    window.__bench.paintWhen('li[data-dragging]').then((time) => {
      window.__drag.started = time;
    });
  });
  const rendersBefore = measure ? await renders(page) : 0;
  await page.mouse.move(from.x + 10, from.y + 2);
  await page.waitForFunction(() => window.__drag.started !== null);
  const dragStart = await page.evaluate(() => window.__drag.started - window.__drag.startInput);
  const startRenders = measure ? (await renders(page)) - rendersBefore : 0;

  // The moves: frame gaps from requestAnimationFrame, tile renders counted after each move.
  await startFrameGaps(page);
  const perMove = [];
  let last = measure ? await renders(page) : 0;
  for (let step = 1; step <= moves; step += 1) {
    await page.mouse.move(from.x + 10 + step * 14, from.y + 2 + step * 3);
    await pause(16);
    if (measure) {
      const count = await renders(page);
      perMove.push(count - last);
      last = count;
    }
  }
  const gaps = await page.evaluate(() => {
    window.__gapsRunning = false;
    return window.__gaps.slice(1);
  });

  // The drop: pointerup to the next painted frame (its event timing entry, 8 ms resolution,
  // and our own stamp, whichever is larger).
  const beforeDrop = await now(page);
  await page.evaluate(() => {
    window.__drop = { input: null, painted: null };
    document.addEventListener(
      'pointerup',
      (event) => {
        window.__drop.input = event.timeStamp;
        window.__bench.nextPaint().then((time) => {
          window.__drop.painted = time;
        });
      },
      { capture: true, once: true },
    );
  });
  await page.mouse.up();
  await page.waitForFunction(() => window.__drop.painted !== null);
  const own = await page.evaluate(() => window.__drop.painted - window.__drop.input);
  await pause(400);
  const { worstEvent } = await tasksSince(page, beforeDrop, ['pointerup', 'mouseup', 'click']);
  return {
    dragStart,
    startRenders,
    frameGapP95: percentile(gaps, 0.95),
    rendersPerMoveMax: Math.max(0, ...perMove),
    rendersPerMoveMean: perMove.length ? perMove.reduce((a, b) => a + b, 0) / perMove.length : 0,
    drop: Math.max(own, worstEvent),
  };
}

/** A click on the view switch to the frame painted with the other view. */
async function switchView(page, name, selector) {
  await page.evaluate((wanted) => {
    window.__switch = { input: null, painted: null };
    document.addEventListener(
      'click',
      (event) => {
        window.__switch.input = event.timeStamp;
        window.__bench.paintWhen(wanted).then((time) => {
          window.__switch.painted = time;
        });
      },
      { capture: true, once: true },
    );
  }, selector);
  await page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name }).click();
  await page.waitForFunction(() => window.__switch.painted !== null);
  return page.evaluate(() => window.__switch.painted - window.__switch.input);
}

/** Types a word in the search box, key by key; the worst event duration of the keystrokes. */
async function typeInSearch(page, word) {
  const box = page.getByRole('searchbox').or(page.getByLabel('Search cards')).first();
  await box.click();
  await pause(300);
  const since = await now(page);
  let settled = null;
  for (const [index, key] of [...word].entries()) {
    // From the last key to the frame that shows the filtered board (the server's answer
    // included when it changes which tiles show).
    if (index === word.length - 1) {
      settled = page.evaluate(() => window.__bench.boardSettledPaint(1000));
    }
    await page.keyboard.press(key);
    await pause(120);
  }
  const filteredPaint = await settled;
  const lastKey = await page.evaluate(() => window.__bench.lastKey);
  await pause(200);
  const { worstEvent } = await tasksSince(page, since, [
    'keydown',
    'keypress',
    'input',
    'beforeinput',
    'keyup',
  ]);
  const events = await page.evaluate(
    (from) =>
      window.__bench.events
        .filter((e) => e.start >= from)
        .map((e) => `${e.name}:${Math.round(e.duration)}`),
    since,
  );
  const shown = await page.locator(CARD_SLOT).count();
  // Back to the whole board for what follows.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    (selector) => document.querySelectorAll(selector).length > 20,
    CARD_SLOT,
  );
  await pause(500);
  return {
    worstKeystroke: worstEvent,
    lastKeyToPaint: filteredPaint === null ? null : filteredPaint - lastKey,
    shown,
    events,
  };
}

/** Two cards on screen renamed on the server, then the board refetched in the background. */
async function backgroundRefetch(page) {
  const ids = await page.evaluate((selector) => {
    const links = [...document.querySelectorAll(`${selector} a[href*="/cards/"]`)];
    return links
      .slice(0, 2)
      .map((link) => Number(/\/cards\/(\d+)/.exec(link.getAttribute('href'))?.[1]));
  }, CARD_SLOT);
  await page.evaluate(async (cardIds) => {
    for (const id of cardIds) {
      const response = await fetch(`/api/boards/1/cards/${id}`, {
        method: 'PATCH',
        headers: { Authorization: 'Bearer demo-manager', 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: `Renamed in the background ${id}` }),
      });
      if (!response.ok) throw new Error(`PATCH card ${id}: ${response.status}`);
    }
  }, ids);
  await pause(300);
  const before = await renders(page);
  // The longest main-thread block from the moment the response is in hand (the mock answers
  // in its own worker, like a real server). The Long Tasks API only reports tasks over 50 ms,
  // so a chain of MessageChannel probe tasks runs meanwhile: the largest gap between two
  // probes is the longest block (task, or style, layout and paint), to about 1 ms.
  const { longestTask } = await page.evaluate(async () => {
    const gaps = [];
    let last = performance.now();
    let probing = true;
    const probe = new MessageChannel();
    probe.port1.onmessage = () => {
      const time = performance.now();
      gaps.push({ end: time, duration: time - last });
      last = time;
      if (probing) probe.port2.postMessage(null);
    };
    probe.port2.postMessage(null);
    const mark = performance.getEntriesByType('resource').length;
    await window.__benchRefetchBoard();
    await window.__bench.nextPaint();
    await new Promise((resolve) => setTimeout(resolve, 300));
    probing = false;
    const board = performance
      .getEntriesByType('resource')
      .slice(mark)
      .filter((entry) => /\/api\/boards\/1(\?|$)/.test(entry.name))
      .at(-1);
    const from = board ? board.responseEnd : 0;
    const blocks = gaps.filter((gap) => gap.end >= from).map((gap) => gap.duration);
    const longTasks = window.__bench.longTasks
      .filter((task) => task.start >= from)
      .map((task) => task.duration);
    return { longestTask: Math.max(0, ...blocks, ...longTasks) };
  });
  const rerendered = (await renders(page)) - before;
  // On screen: the list view, kept hidden once shown, has the two titles too.
  const renamed = await page
    .getByText('Renamed in the background')
    .evaluateAll((found) => found.filter((element) => element.checkVisibility()).length);
  return { longestTask, rerendered, renamed };
}

export async function measureBoard(browser, appUrl, options) {
  const board = await measureScenario(browser, appUrl, options, measureIn);
  // Swimlanes (issue 19): their own page, on the 5,000-card board only (their budgets' size).
  if (options.size !== 5000) return board;
  const lanes = await measureScenario(browser, appUrl, options, measureLanesIn);
  return {
    sample: { ...board.sample, ...lanes.sample },
    checks: { ...board.checks, ...lanes.checks },
  };
}

/** The swimlanes' figures alone (`node bench/lanes.mjs`). */
export function measureLanes(browser, appUrl, options) {
  return measureScenario(browser, appUrl, options, measureLanesIn);
}

async function measureScenario(browser, appUrl, options, measure) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    return await measure(context, appUrl, options);
  } catch (error) {
    // Say what the page showed (an error screen, a dialog) when a step timed out.
    const shown = await Promise.all(
      context.pages().map((page) => page.evaluate(() => document.body.innerText.slice(0, 300))),
    ).catch(() => []);
    throw new Error(`${error.message.split('\n')[0]}; the page showed: ${shown.join(' | ')}`);
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function measureIn(context, appUrl, { size, cpuRate, heapLoops = 20 }) {
  const { page, cdp } = await openInstrumentedPage(context, cpuRate);
  await cdp.send('Performance.enable');

  // Mount: the board's data in hand (parsed, in the query cache: the bench build marks it when
  // the board page first renders with it) to the first frame painted with its columns; and
  // from the response's last byte, which adds reading and validating the JSON.
  await page.goto(`${appUrl}/boards/1?seed=${size}`);
  await page.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 180_000 });
  const mount = await page.evaluate(() => {
    const board = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/api\/boards\/1(\?|$)/.test(entry.name))
      .at(-1);
    const data = performance.getEntriesByName('bench:board-data')[0];
    return {
      fromResponse: board ? window.__bench.painted - board.responseEnd : null,
      fromData: data ? window.__bench.painted - data.startTime : null,
      // The page's time origin is the navigation's start: loading the app, the (in-page) mock
      // answering, reading the board, the first painted frame. The app's share leaves out the
      // board read's time on the server (here the demo mock generating a 5,000-card board).
      fromNavigation: window.__bench.painted,
      boardRequested: board ? board.requestStart : null,
      boardAnswered: board ? board.responseEnd - board.requestStart : null,
      fromNavigationAppShare: board
        ? window.__bench.painted - (board.responseEnd - board.requestStart)
        : null,
    };
  });
  await pause(1000);
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const heapAfterMount = await heapMb(cdp);

  const search = await typeInSearch(page, 'billing');
  const drag = await dragAcross(page, { moves: 60 });
  await pause(500);
  const toList = await switchView(page, 'List', LIST);
  const toKanban = await switchView(page, 'Kanban', COLUMN);
  await pause(500);
  const toCalendar = await switchView(page, 'Calendar', CALENDAR);
  await pause(300);
  const calendarDom = await page.evaluate(
    () =>
      document.querySelector('section[aria-label="Calendar"]')?.getElementsByTagName('*').length ??
      0,
  );
  await switchView(page, 'Kanban', COLUMN);
  await pause(500);
  const refetch = await backgroundRefetch(page);

  // Memory: 20 view switches and 20 drags, then a forced collection.
  const heapBefore = await heapMb(cdp);
  for (let loop = 0; loop < heapLoops; loop += 1) {
    await switchView(page, loop % 2 === 0 ? 'List' : 'Kanban', loop % 2 === 0 ? LIST : COLUMN);
  }
  if (heapLoops % 2 === 1) await switchView(page, 'Kanban', COLUMN);
  await pause(300);
  for (let loop = 0; loop < heapLoops; loop += 1) {
    await dragAcross(page, { moves: 12, nth: loop % 3, measure: false });
  }
  await pause(1000);
  const heapAfterLoops = await heapMb(cdp);
  // What was loaded: the generated board's columns and cards, from the (in-page) mock.
  const loaded = await page.evaluate(async () => {
    const response = await fetch('/api/boards/1', {
      headers: { Authorization: 'Bearer demo-manager' },
    });
    const body = await response.json();
    const data = body.data ?? body;
    const count = (value) =>
      Array.isArray(value) ? value.length : Object.keys(value ?? {}).length;
    return { columns: count(data.columns), cards: count(data.cards) };
  });

  return {
    sample: {
      'mount: data in hand to painted frame (ms)': mount.fromData,
      'mount: response to painted frame (ms)': mount.fromResponse,
      'navigation to the first painted board (ms)': mount.fromNavigation,
      'navigation to the first painted board, without the server (ms)':
        mount.fromNavigationAppShare,
      'navigation: until the board is asked for (ms)': mount.boardRequested,
      'navigation: the board read on the server (ms)': mount.boardAnswered,
      'DOM elements': domElements,
      'search: worst keystroke (ms)': search.worstKeystroke,
      'search: last key to filtered board painted (ms)': search.lastKeyToPaint,
      'drag start (ms)': drag.dragStart,
      'drag frame gap p95 (ms)': drag.frameGapP95,
      'drop to painted frame (ms)': drag.drop,
      'tiles rendered per move, max': drag.rendersPerMoveMax,
      'tiles rendered per move, mean': drag.rendersPerMoveMean,
      'kanban to list (ms)': toList,
      'list to kanban (ms)': toKanban,
      'kanban to calendar (ms)': toCalendar,
      'calendar month: DOM elements': calendarDom,
      'refetch of 2 changed cards: longest task (ms)': refetch.longestTask,
      'refetch of 2 changed cards: tiles rendered': refetch.rerendered,
      'JS heap after mount + GC (MB)': heapAfterMount,
      'JS heap growth after 20 switches + 20 drags (%)':
        ((heapAfterLoops - heapBefore) / heapBefore) * 100,
    },
    checks: {
      ...loaded,
      searchShown: search.shown,
      searchEvents: search.events.join(' '),
      dragStartRenders: drag.startRenders,
      refetchRenamedOnScreen: refetch.renamed,
    },
  };
}

/**
 * The kanban in lanes per person (`?lanes=assignee`: the generated board's nine people and "No
 * assignee", ten lanes): mount, DOM size, and a card dragged from the first lane to the next
 * lane's cell one column to the right (a lane and a column change: one write).
 */
async function measureLanesIn(context, appUrl, { size, cpuRate }) {
  const { page } = await openInstrumentedPage(context, cpuRate);
  await page.goto(`${appUrl}/boards/1?seed=${size}&lanes=assignee`);
  await page.waitForFunction(() => window.__bench?.lanesPainted !== null, null, {
    timeout: 180_000,
  });
  const mount = await page.evaluate(() => {
    const data = performance.getEntriesByName('bench:board-data')[0];
    return data ? window.__bench.lanesPainted - data.startTime : null;
  });
  await pause(1000);
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  // Lanes in all (they are virtualized: only those on screen are in the DOM).
  const laneCount = await page.evaluate(() =>
    Number(document.querySelector('[data-lanes-board]')?.getAttribute('data-lane-count')),
  );

  // From the first lane's first card to the second lane's cell of the next column.
  const route = await page.evaluate(() => {
    const board = document.querySelector('[data-lanes-board]');
    const cells = [...board.querySelectorAll('[data-lane-cell]')].map((cell) => {
      const [, lane, column] = cell.getAttribute('data-lane-cell').split('|');
      return { cell, lane, column, rect: cell.getBoundingClientRect() };
    });
    const source = cells.find((entry) => entry.cell.querySelector('li[data-card-id]'));
    if (!source) return null;
    const slot = source.cell.querySelector('li[data-card-id]');
    const box = slot.getBoundingClientRect();
    const lefts = [...new Set(cells.map((entry) => Math.round(entry.rect.left)))].sort(
      (a, b) => a - b,
    );
    const nextLeft = lefts.find((left) => left > source.rect.left + 1);
    const target = cells
      .filter((entry) => entry.lane !== source.lane && Math.round(entry.rect.left) === nextLeft)
      .sort((a, b) => a.rect.top - b.rect.top)
      .find((entry) => entry.rect.top > source.rect.top);
    if (!target) return null;
    return {
      cardId: Number(slot.getAttribute('data-card-id')),
      targetCell: target.cell.getAttribute('data-lane-cell'),
      from: { x: box.left + box.width / 2, y: box.top + Math.min(20, box.height / 2) },
      to: { x: target.rect.left + target.rect.width / 2, y: target.rect.top + 30 },
    };
  });
  if (!route) throw new Error('No card and target cell for the lanes drag');
  await page.mouse.move(route.from.x, route.from.y);
  await page.mouse.down();
  await page.mouse.move(route.from.x + 10, route.from.y + 2);
  await page.waitForSelector('[data-lanes-board] li[data-dragging]');
  await startFrameGaps(page);
  const moves = 40;
  for (let step = 1; step <= moves; step += 1) {
    await page.mouse.move(
      route.from.x + 10 + ((route.to.x - route.from.x - 10) * step) / moves,
      route.from.y + 2 + ((route.to.y - route.from.y - 2) * step) / moves,
    );
    await pause(16);
  }
  await pause(150);
  const gaps = await page.evaluate(() => {
    window.__gapsRunning = false;
    return window.__gaps.slice(1);
  });
  const beforeDrop = await now(page);
  await page.evaluate(() => {
    window.__drop = { input: null, painted: null };
    document.addEventListener(
      'pointerup',
      (event) => {
        window.__drop.input = event.timeStamp;
        window.__bench.nextPaint().then((time) => {
          window.__drop.painted = time;
        });
      },
      { capture: true, once: true },
    );
  });
  await page.mouse.up();
  await page.waitForFunction(() => window.__drop.painted !== null);
  const own = await page.evaluate(() => window.__drop.painted - window.__drop.input);
  await pause(400);
  const { worstEvent } = await tasksSince(page, beforeDrop, ['pointerup', 'mouseup', 'click']);
  // The drop was made: the card is in the target cell (optimistic, then saved).
  const landed = await page.evaluate(
    ({ cell, cardId }) =>
      document.querySelector(
        `[data-lane-cell="${CSS.escape(cell)}"] li[data-card-id="${cardId}"]`,
      ) !== null,
    { cell: route.targetCell, cardId: route.cardId },
  );
  return {
    sample: {
      'lanes (10 by assignee): mount, data in hand to painted frame (ms)': mount,
      'lanes: DOM elements': domElements,
      'lanes: drag frame gap p95 (ms)': percentile(gaps, 0.95),
      'lanes: drop across lanes to painted frame (ms)': Math.max(own, worstEvent),
    },
    checks: { laneCount, laneDropLanded: landed },
  };
}
