import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { panel } from './support/card-panel';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo, waitForCardSave } from './support/demo';

/**
 * Issue 36: the card's due date is typed as the locale writes it or picked from a calendar
 * (components/DateField.tsx, react-day-picker in a Radix popover), in German here: the week
 * starts on Monday, the calendar is used with the keyboard alone, and text that is not a date
 * stays as typed with a message beside it.
 */
describe('date picker', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  for (const theme of ['light', 'dark'] as const) {
    it(`types, refuses and picks a due date in German with the keyboard, in ${theme}`, async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        device: { viewport: { width: 1280, height: 800 }, colorScheme: theme },
        beforeGoto: async (opened) => {
          await opened.addInitScript(() => localStorage.setItem('project-board.locale', 'de'));
        },
      });
      await cardLink(page, 1).click();
      const card = panel(page, 1);
      const due = card.getByRole('textbox', { name: 'Fälligkeitsdatum' });
      await due.fill('3.12.2030 14.30');
      const saved = waitForCardSave(page);
      await due.press('Enter');
      await expect.poll(() => due.inputValue()).toBe('03.12.2030 14:30');
      // Saved (the reload waits for the server's answer): the page reads it back from the server.
      await saved;
      await page.reload();
      await expect
        .poll(() => panel(page, 1).getByRole('textbox', { name: 'Fälligkeitsdatum' }).inputValue())
        .toBe('03.12.2030 14:30');

      const field = panel(page, 1).getByRole('textbox', { name: 'Fälligkeitsdatum' });
      await field.fill('31.02.2030');
      await field.press('Tab');
      const message = panel(page, 1).getByRole('alert');
      await expect
        .poll(() => message.textContent())
        .toBe('Kein Datum: bitte in der Form 31.12.2030 17:30 eingeben');
      expect(await field.inputValue()).toBe('31.02.2030');
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await field.fill('03.12.2030 14:30');
      // The button beside this field (the card's date custom field has one too).
      const choose = field.locator('xpath=..').getByRole('button', { name: 'Tag wählen' });
      await choose.focus();
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('dialog', { name: 'Kalender' });
      await calendar.waitFor();
      const weekdays = await calendar
        .locator('th[scope="col"]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
      expect(weekdays[0]).toBe('Montag');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toMatch(/3\. Dezember 2030, ausgewählt$/);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await calendar.waitFor({ state: 'detached' });
      await expect.poll(() => field.inputValue()).toBe('10.12.2030 14:30');
      expect(await choose.evaluate((node) => node === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await calendar.waitFor();
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'detached' });
      expect(await choose.evaluate((node) => node === document.activeElement)).toBe(true);
      // The panel stays open: Escape closed only the calendar.
      expect(await panel(page, 1).count()).toBe(1);
      await context.close();
    });
  }
});
