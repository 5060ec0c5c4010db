import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { PhoneFold } from './PhoneFold';

function renderFold() {
  const location = memoryLocation({ path: '/boards/1' });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PhoneFold label="Menu">
        <a href="/inbox">Inbox</a>
        <button type="button">Theme</button>
      </PhoneFold>
    </Router>,
  );
  return location;
}

describe('PhoneFold', () => {
  it('is a disclosure button that controls the panel holding the children', async () => {
    renderFold();
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Inbox' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from inside, with focus back on its button', async () => {
    renderFold();
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    screen.getByRole('button', { name: 'Theme' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on Escape from its own button or with focus nowhere, not from elsewhere', async () => {
    renderFold();
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    button.blur();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    const outside = document.createElement('button');
    document.body.append(outside);
    await userEvent.click(button);
    outside.focus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    outside.remove();
  });

  it('closes when the address changes (a link in it was followed)', async () => {
    const location = renderFold();
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    act(() => location.navigate('/inbox'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
