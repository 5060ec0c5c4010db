import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubSystemScheme } from './match-media-stub.test-support';
import { THEME_STORAGE_KEY } from './theme-choice';
import { chooseTheme } from './theme-store';
import { ThemeControl } from './ThemeControl';

describe('ThemeControl', () => {
  beforeEach(() => {
    // A person who has not chosen yet (the store keeps the choice in memory as well).
    chooseTheme('system');
    localStorage.clear();
    stubSystemScheme(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches the page to the chosen theme and remembers it', async () => {
    const user = userEvent.setup();
    render(<ThemeControl />);
    const trigger = await screen.findByRole('button', { name: 'Theme: System' });
    expect(document.documentElement.dataset['theme']).toBe('light');

    await user.click(trigger);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toHaveTextContent('Dark');
    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
