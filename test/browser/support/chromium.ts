import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The flags the machines here need: no sandbox as root, and no background networking
// (the closed network refuses those connections).
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

export interface PageErrors {
  console: string[];
  page: string[];
}

/** A fresh context (its own storage) at 1440x900 that records console errors and page errors. */
export async function openPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: PageErrors }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: PageErrors = { console: [], page: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') errors.console.push(message.text());
  });
  page.on('pageerror', (error) => errors.page.push(error.message));
  return { context, page, errors };
}

/** One Chromium per test file: launched before its tests, closed after them. */
export function setupChromium(): { browser: () => Browser } {
  let instance: Browser | null = null;
  beforeAll(async () => {
    instance = await launchChromium();
  });
  afterAll(async () => {
    await instance?.close();
  });
  return {
    browser: () => {
      if (!instance) throw new Error('Chromium is not running');
      return instance;
    },
  };
}
