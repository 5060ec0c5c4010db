import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { chooseLocale } from '@/lib/i18n/locale-store';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locales';
import { App } from '../App';
import { connectionStore } from '../connection/connection-store';

describe('the language menu', () => {
  useMockApi();
  useViewportForVirtualLists();

  afterEach(async () => {
    await chooseLocale('system');
    localStorage.clear();
  });

  it('switches the texts and dates to German at once, and remembers the choice', async () => {
    const user = userEvent.setup();
    connectionStore
      .actions()
      .connectToServer({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager', stayForTab: false });
    window.history.pushState({}, '', '/boards/1?view=calendar&date=2026-11-26&span=week');
    render(<App />);
    // The board and the lazily loaded calendar may take a while on a busy machine.
    expect(
      await screen.findByRole('region', { name: 'Calendar' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Thu 26' })).toHaveAttribute(
      'abbr',
      'Thursday',
    );

    await user.click(
      await screen.findByRole('button', { name: 'Language: System, EN' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));

    expect(
      await screen.findByRole('region', { name: 'Kalender' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeVisible();
    // As this engine's ICU writes German ("Do." or "Do", "23.–29. Nov. 2026").
    const thursday = new Date(2026, 10, 26);
    const weekday = new Intl.DateTimeFormat('de', { weekday: 'short' }).format(thursday);
    expect(screen.getByRole('columnheader', { name: `${weekday} 26` })).toHaveAttribute(
      'abbr',
      'Donnerstag',
    );
    const range = new Intl.DateTimeFormat('de', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      range.formatRange(new Date(2026, 10, 23), new Date(2026, 10, 29)),
    );
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Sprache: Deutsch, DE' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(
      await screen.findByRole('region', { name: 'Calendar' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('en-US');
  });
});
