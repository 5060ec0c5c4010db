import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { watchMockTraffic } from './mock-traffic';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Blink and V8 as
 * the full browser): the full browser's headless mode still runs its window's WebUI renderers
 * and browser UI, and the suite used 30% more CPU with it (measured on three spec files,
 * docs/testing.md).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

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

/**
 * Content-Security-Policy violations seen by any page opened with openPage(): reported by a
 * `securitypolicyviolation` listener installed before the app's scripts, and by Chromium's
 * console messages about the policy. Every browser test fails when one occurred
 * (docs/security.md: the production build runs under a strict CSP).
 */
const cspViolations: string[] = [];

afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
});

/** Takes (and clears) the violations seen so far: for a test that provokes one on purpose. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

async function collectCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
}

export interface PageErrors {
  console: string[];
  page: string[];
}

/** A phone or tablet: its viewport, and touch (`hasTouch`, `isMobile`). */
export interface Device {
  viewport: { width: number; height: number };
  hasTouch?: boolean;
  isMobile?: boolean;
  /** Fixed for screenshots: the colour scheme, the time zone and the locale. */
  colorScheme?: 'light' | 'dark';
  timezoneId?: string;
  locale?: string;
  /** Windows' high-contrast mode: the system's colours replace the page's. */
  forcedColors?: 'active' | 'none';
  /**
   * The app shell's service worker (vite.config.ts) is blocked unless a test allows it: it
   * would answer the app's files from its precache, where `page.route` cannot hold them back,
   * and install its precache beside every test. test/browser/shell-worker.spec.ts tests it.
   */
  serviceWorkers?: 'allow' | 'block';
}

export const DESKTOP: Device = { viewport: { width: 1440, height: 900 } };

/**
 * A fresh context (its own storage), at 1440x900 unless a device is given, that records
 * console errors and page errors, and Content-Security-Policy violations (any one fails the test).
 */
export async function openPage(
  browser: Browser,
  device: Device = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: PageErrors }> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...device });
  await collectCspViolations(context);
  await watchMockTraffic(context);
  const page = await context.newPage();
  const errors: PageErrors = { console: [], page: [] };
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
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
