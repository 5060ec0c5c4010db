import type { CDPSession, Locator, Page } from 'playwright-core';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

export const TABLET = {
  viewport: { width: 768, height: 1024 },
  hasTouch: true,
  isMobile: true,
};

interface Point {
  x: number;
  y: number;
}

/**
 * A finger on the page, through the DevTools protocol's touch events: Chromium runs them through
 * its real input pipeline, so they scroll, snap and fire touch events as a finger does.
 * (`Input.synthesizeScrollGesture` does not scroll in headless Chromium without a GPU.)
 */
export class Finger {
  private at: Point = { x: 0, y: 0 };
  /**
   * The events' own clock (seconds): a move is stamped 16 ms after the one before, as a finger
   * reports, however late the busy machine delivers it, so a swipe has the same speed (and
   * fling) every run.
   */
  private time = 0;

  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }

  async down(point: Point): Promise<void> {
    this.at = rounded(point);
    this.time = Date.now() / 1000;
    await this.cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [this.at],
      timestamp: this.time,
    });
  }

  /** Moves in even steps, each one a touch event (as a finger reports about every frame). */
  async moveTo(point: Point, steps = 10): Promise<void> {
    const from = this.at;
    for (let step = 1; step <= steps; step += 1) {
      this.at = rounded({
        x: from.x + ((point.x - from.x) * step) / steps,
        y: from.y + ((point.y - from.y) * step) / steps,
      });
      this.time = Math.max(this.time + 0.016, Date.now() / 1000);
      await this.cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [this.at],
        timestamp: this.time,
      });
    }
  }

  async up(): Promise<void> {
    this.time = Math.max(this.time + 0.016, Date.now() / 1000);
    await this.cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: this.time,
    });
  }

  /** A quick horizontal swipe from a point, by `dx` px (negative: towards the next column). */
  async swipe(from: Point, dx: number): Promise<void> {
    await this.down(from);
    await this.moveTo({ x: from.x + dx, y: from.y }, 12);
    await this.up();
  }
}

function rounded(point: Point): Point {
  return { x: Math.round(point.x), y: Math.round(point.y) };
}

/** The middle of an element on screen. */
export async function middleOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
