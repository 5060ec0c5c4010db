import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { chooseLocale } from '@/lib/i18n/locale-store';
import { App } from '../App';
import { connectionStore } from '../connection/connection-store';

describe('the card panel in German', () => {
  useMockApi();
  useViewportForVirtualLists();

  afterEach(async () => {
    await chooseLocale('system');
    localStorage.clear();
  });

  it('names its fields, sections and actions in German, and back in English', async () => {
    await chooseLocale('de');
    connectionStore
      .actions()
      .connectToServer({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager', stayForTab: false });
    window.history.pushState({}, '', '/boards/1/cards/1');
    const { unmount } = render(<App />);

    const panel = await screen.findByRole('dialog', { name: /^#1 / }, { timeout: 10_000 });
    const details = await within(panel).findByRole(
      'group',
      { name: 'Kartendetails' },
      { timeout: 10_000 },
    );
    expect(within(details).getByRole('combobox', { name: 'Spalte' })).toBeVisible();
    expect(within(details).getByRole('button', { name: 'Zuständige ändern' })).toBeVisible();
    expect(within(details).getByRole('checkbox', { name: 'Angeheftet' })).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'Beschreibung' })).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'Dateien' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Karte schließen' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Kartenaktionen' })).toBeVisible();
    expect(
      await within(panel).findByRole('radio', { name: 'Kommentare' }, { timeout: 10_000 }),
    ).toBeChecked();
    expect(within(panel).queryByText('Description')).toBeNull();
    unmount();

    await chooseLocale('en');
    render(<App />);
    const english = await screen.findByRole('dialog', { name: /^#1 / }, { timeout: 10_000 });
    expect(
      await within(english).findByRole('group', { name: 'Card details' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(english).getByRole('heading', { name: 'Description' })).toBeVisible();
  });
});
