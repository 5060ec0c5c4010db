import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { openPage, type Device, type PageErrors } from './chromium';
import { waitForApiResponse } from './mock-traffic';

export interface DemoPage {
  context: BrowserContext;
  page: Page;
  errors: PageErrors;
}

/**
 * A fresh browser context (its own IndexedDB, so the demo starts from the seed) signed in as a
 * demo user, on `path`.
 */
export async function openDemo(
  browser: Browser,
  appUrl: string,
  {
    token = 'demo-manager',
    path = '/boards/1',
    device,
    beforeGoto,
  }: {
    token?: string;
    path?: string;
    device?: Device;
    /** Runs on the page before it opens the app (a fixed clock). */
    beforeGoto?: (page: Page) => Promise<void>;
  } = {},
): Promise<DemoPage> {
  const { context, page, errors } = await openPage(browser, device);
  await context.addInitScript((demoToken) => {
    if (!sessionStorage.getItem('project-board.connection')) {
      sessionStorage.setItem(
        'project-board.connection',
        JSON.stringify({ kind: 'demo', token: demoToken }),
      );
    }
  }, token);
  await beforeGoto?.(page);
  await page.goto(`${appUrl}${path}`);
  return { context, page, errors };
}

export function column(page: Page, name: string): Locator {
  return page.getByRole('region', { name: `${name} column` });
}

/** Card numbers of a column, top to bottom as on screen. */
export async function numbersIn(page: Page, name: string): Promise<string[]> {
  return column(page, name)
    .getByRole('link', { name: /^#\d+ / })
    .evaluateAll((links) =>
      links
        .map((link) => ({
          top: link.getBoundingClientRect().top,
          number: /^#(\d+)/.exec(link.textContent ?? '')?.[1] ?? '?',
        }))
        .sort((a, b) => a.top - b.top)
        .map((entry) => entry.number),
    );
}

export function cardLink(scope: Page | Locator, number: number): Locator {
  return scope.getByRole('link', { name: new RegExp(`^#${number} `) });
}

/**
 * Hovers the card's tile, as a person's pointer does before reaching its corner: a tile's select
 * box, grip and actions menu mount on its first hover, focus or press (docs/performance.md,
 * "Lean tiles").
 */
export async function revealTile(scope: Page | Locator, number: number): Promise<void> {
  await cardLink(scope, number).first().hover();
}

/** Column names in the order they are on screen. */
export async function columnOrder(page: Page): Promise<string[]> {
  const regions = page.getByRole('region', { name: / column$/ });
  const names = await regions.evaluateAll((nodes) =>
    nodes
      .map((node) => ({
        left: node.getBoundingClientRect().left,
        name: (node.getAttribute('aria-label') ?? '').replace(/ column$/, ''),
      }))
      .sort((a, b) => a.left - b.left)
      .map((entry) => entry.name),
  );
  return names;
}

/** Sets the mock's injected faults from inside the page (the mock answers it there). */
export async function setMockFaults(page: Page, body: unknown): Promise<void> {
  const status = await page.evaluate(async (payload) => {
    const response = await fetch('/api/__mock/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Mock-Control': '1' },
      body: JSON.stringify(payload),
    });
    return response.status;
  }, body);
  if (status !== 200) throw new Error(`setting mock faults answered ${status}`);
}

/**
 * Resolves once every card tile on the page has kept its place for three frames. Virtualized
 * columns and lane cells draw tiles at an estimated height and move them to their measured
 * ones a frame or so later, and a keyboard step can scroll a box smoothly: a test that
 * measures where to point, or presses the next key, waits for that as a person's eye would.
 */
export async function cardsSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const layout = () =>
          [...document.querySelectorAll('[data-card-id]')]
            .map((tile) => {
              const box = tile.getBoundingClientRect();
              return `${box.left},${box.top},${box.height}`;
            })
            .join('|');
        let last = layout();
        let still = 0;
        const tick = () => {
          const now = layout();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until what the page queued while handling the last input has run: a frame, then a
 * task. dnd-kit's keyboard sensor starts listening for arrow keys in a `setTimeout` after the
 * key that picks a card up, so an arrow pressed before that task is lost on a busy machine.
 */
export async function afterQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  );
}

/** Presses keys one at a time, each after the page has handled the one before. */
export async function pressKeys(page: Page, keys: string[], gapMs = 80): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key);
    await afterQueuedTasks(page);
    await pause(gapMs);
  }
}

export function waitForCardSave(page: Page) {
  return waitForApiResponse(
    page,
    (response) =>
      /\/api\/boards\/\d+\/cards\/\d+$/.test(response.url()) &&
      response.request().method() === 'PATCH',
  );
}

/** Moves the mouse from a point to another in steps, as a person drags. */
export async function dragWithMouse(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  beforeDrop: () => Promise<void> = async () => {},
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(
      from.x + ((to.x - from.x) * step) / 20,
      from.y + ((to.y - from.y) * step) / 20,
    );
    await pause(16);
  }
  await pause(100);
  await beforeDrop();
  await page.mouse.up();
}

/** Signs in as another demo user through the header's Demo menu ("Eli Editor"). */
export async function switchDemoUser(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Demo / }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${name} `) }).click();
  await page.getByRole('button', { name: `Demo ${name}` }).waitFor();
}

/** Chooses an action of the header's Demo menu ("Reset demo data", "Faults", "Connection"). */
export async function chooseDemoAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: /^Demo / }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${action}`) }).click();
}
