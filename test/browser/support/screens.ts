import type { Page, Request } from 'playwright-core';
import { cardLink } from './demo';

/**
 * The screens of the screenshot matrix (issue 36): each opened on one demo page by the app's own
 * routing (a `pushState` the router hears, no reload), and ready when its content is there.
 */
export interface Screen {
  name: string;
  open(page: Page): Promise<void>;
}

/** Routes in the page as a link would: wouter hears `pushState`, so the page is not reloaded. */
async function route(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.scrollTo(0, 0);
  }, path);
}

/** Nothing on the page says it is still loading (skeletons and pending areas are aria-busy). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

export const SCREENS: Screen[] = [
  {
    name: 'board-kanban',
    async open(page) {
      await route(page, '/boards/1');
      await cardLink(page, 1).waitFor();
    },
  },
  {
    name: 'board-list',
    async open(page) {
      await route(page, '/boards/1?view=list');
      await page.getByRole('grid').or(page.getByRole('table')).first().waitFor();
      await cardLink(page, 1).waitFor();
    },
  },
  {
    name: 'board-calendar',
    async open(page) {
      await route(page, '/boards/1?view=calendar');
      await page.getByRole('radio', { name: 'Calendar', checked: true }).waitFor();
      await cardLink(page, 1).waitFor();
    },
  },
  {
    name: 'board-lanes',
    async open(page) {
      await route(page, '/boards/1?lanes=assignee');
      await page.locator('[data-lane-cell] li[data-card-id]').first().waitFor();
    },
  },
  {
    name: 'insights',
    async open(page) {
      await route(page, '/boards/1?view=insights&range=30d');
      await page
        .getByRole('region', { name: 'Throughput', exact: true })
        .locator('svg')
        .first()
        .waitFor();
    },
  },
  {
    name: 'filters',
    async open(page) {
      await route(page, '/boards/1');
      await cardLink(page, 1).waitFor();
      // On a phone Filters is in the board's options fold (docs/layouts.md).
      const options = page.getByRole('button', { name: 'Board options' });
      if (await options.isVisible()) await options.click();
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog', { name: /Filters/ }).waitFor();
    },
  },
  {
    name: 'card-panel',
    async open(page) {
      await route(page, '/boards/1/cards/12');
      await page.getByRole('dialog').getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    name: 'settings',
    async open(page) {
      await route(page, '/boards/1/settings');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
  {
    name: 'board-list-page',
    async open(page) {
      await route(page, '/');
      await heading(page, 'Your boards');
      // Their own chunk, loaded as the page opens.
      await page.getByRole('button', { name: 'New board' }).waitFor();
    },
  },
  {
    name: 'inbox',
    async open(page) {
      await route(page, '/inbox');
      await heading(page, 'Inbox');
    },
  },
  {
    name: 'my-work',
    async open(page) {
      await route(page, '/my-work');
      await heading(page, 'My work');
    },
  },
  {
    name: 'import',
    async open(page) {
      await route(page, '/import');
      await heading(page, 'Import a board');
    },
  },
  {
    name: 'sign-in',
    async open(page) {
      await route(page, '/connect');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    },
  },
];

/** The app's own code and styles (`/assets/…`), which a screen may fetch as it opens. */
const ASSET = /\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/**
 * The code chunks a screen asks for while it opens: a part loaded on demand (the board list's
 * "Import…" and "New board") shows a placeholder of its size until its chunk is here, and on a
 * loaded machine two screenshots of the placeholder were alike before it came (fresh-clone run,
 * 2026-12-02). `idle()` resolves once every chunk asked for has come or failed.
 */
function watchChunkLoads(page: Page): { idle: () => Promise<void>; stop: () => void } {
  const pending = new Set<Request>();
  let wake: (() => void) | null = null;
  const onRequest = (request: Request) => {
    if (ASSET.test(request.url())) pending.add(request);
  };
  const onEnd = (request: Request) => {
    if (pending.delete(request) && pending.size === 0) wake?.();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return {
    idle: () =>
      pending.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            wake = resolve;
          }),
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
    },
  };
}

export async function openScreen(page: Page, screen: Screen): Promise<void> {
  // A dialog left open by the screen before (Filters) is closed first.
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  const chunks = watchChunkLoads(page);
  try {
    await screen.open(page);
    await chunks.idle();
    await settled(page);
  } finally {
    chunks.stop();
  }
}
