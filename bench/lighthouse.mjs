// Lighthouse (npm package) on the production build, in Debian's Chromium started by
// chrome-launcher: performance and accessibility, with the desktop preset (the bench's 1440x900
// screen) or, with `preset: 'mobile'`, Lighthouse's default mobile one (a Moto G Power sized
// screen with touch, 4x CPU slowdown, slow 4G simulated: docs/layouts.md).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Lighthouse's own default config is its mobile preset. */
const mobileConfig = { extends: 'lighthouse:default', settings: {} };

/** The two scores and the figures behind them, from one Lighthouse result. */
function summary(lhr, view) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    view,
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    totalBlockingTimeMs: audit('total-blocking-time'),
    cumulativeLayoutShift: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    failedAccessibilityAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id) &&
          a.score !== null &&
          a.score < 1,
      )
      .map((a) => a.id),
  };
}

/**
 * Each run is a first view (Lighthouse clears the origin's storage first); with `repeatView`,
 * the same browser then loads the page again keeping what the first view left (the shell's
 * service worker and precache, the board's saved copy): a returning visitor's view.
 */
export async function runLighthouse(
  url,
  { chromePath, runs = 1, preset = 'desktop', repeatView = false },
) {
  const config = preset === 'mobile' ? mobileConfig : desktopConfig;
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const views = repeatView ? ['first', 'repeat'] : ['first'];
      for (const view of views) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          {
            ...config,
            settings: {
              ...config.settings,
              onlyCategories: ['performance', 'accessibility'],
              disableStorageReset: view === 'repeat',
            },
          },
        );
        if (!result?.lhr) throw new Error('Lighthouse returned no result');
        results.push(summary(result.lhr, view));
      }
    } finally {
      chrome.kill();
    }
  }
  return { url, preset, runs: results };
}
