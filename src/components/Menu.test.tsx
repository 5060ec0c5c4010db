import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuNote, preloadMenu } from './Menu';

describe('Menu', () => {
  it('keeps focus on its button when the menu code arrives while the plain button has it', async () => {
    // A fresh module: its menu code not loaded yet, so the plain button shows first.
    vi.resetModules();
    const fresh = await import('./Menu');
    render(
      <fresh.Menu label="Board options" trigger="⋯">
        <fresh.MenuItem onSelect={() => undefined}>Rename</fresh.MenuItem>
      </fresh.Menu>,
    );
    const plain = screen.getByRole('button', { name: 'Board options' });
    expect(plain).not.toHaveAttribute('data-state');
    plain.focus();

    await act(() => fresh.preloadMenu());
    const radix = screen.getByRole('button', { name: 'Board options' });
    expect(radix).toHaveAttribute('data-state', 'closed');
    expect(radix).toHaveFocus();
  });

  it('stays a plain button once its code has loaded, until it is focused or pressed', async () => {
    await preloadMenu();
    render(
      <Menu label="Actions for card #4" trigger="⋯">
        <MenuItem onSelect={() => undefined}>Rename</MenuItem>
      </Menu>,
    );
    const plain = screen.getByRole('button', { name: 'Actions for card #4' });
    expect(plain).not.toHaveAttribute('data-state');
    fireEvent.pointerEnter(plain);
    expect(screen.getByRole('button', { name: 'Actions for card #4' })).toBe(plain);
    act(() => plain.focus());
    const radix = screen.getByRole('button', { name: 'Actions for card #4' });
    expect(radix).toHaveAttribute('data-state', 'closed');
    expect(radix).toHaveFocus();
  });

  it('opens a named menu whose items run their action and close it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Menu label="Actions for card #3" trigger="⋯">
        <MenuNote>Two actions</MenuNote>
        <MenuItem onSelect={onSelect}>Move to…</MenuItem>
        <MenuItem danger current onSelect={() => undefined}>
          Delete card…
        </MenuItem>
      </Menu>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for card #3' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Two actions');
    expect(screen.getByRole('menuitem', { name: 'Delete card…' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard, focusing the first item', async () => {
    const user = userEvent.setup();
    render(
      <Menu label="Column actions" trigger="⋯">
        <MenuItem onSelect={() => undefined}>Edit column…</MenuItem>
      </Menu>,
    );
    screen.getByRole('button', { name: 'Column actions' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit column…' })).toHaveFocus();
  });

  it('before its code has loaded, opens from the pointer going down (the click may land on the loaded menu)', async () => {
    vi.resetModules();
    const fresh = await import('./Menu');
    render(
      <fresh.Menu label="Switch board" trigger="Switch board ▾">
        <fresh.MenuItem onSelect={() => undefined}>Mobile App</fresh.MenuItem>
      </fresh.Menu>,
    );
    const plain = screen.getByRole('button', { name: 'Switch board' });
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerDown(plain, { button: 0 });
    expect(await screen.findByRole('menuitem', { name: 'Mobile App' })).toBeVisible();
  });
});
