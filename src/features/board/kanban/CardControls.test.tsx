import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { cardSelection } from '@/features/selection';
import { BoardPage } from '../BoardPage';

const backlog = () => screen.getByRole('region', { name: 'Backlog column' });
const controlsOf = (number: string) =>
  within(backlog()).queryAllByRole('button', {
    name: new RegExp(`^(Move|Actions for) card ${number} `),
  });

describe("a tile's controls (lean tiles)", () => {
  useMockApi();
  useViewportForVirtualLists();

  it('are not there at rest, come on hover, and stay', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const links = await within(
      await screen.findByRole('region', { name: 'Backlog column' }),
    ).findAllByRole('link', { name: /^#\d+ / });
    const [first, second] = links;
    if (!first || !second) throw new Error('Backlog has fewer than two cards');
    const number = /^#\d+/.exec(first.textContent ?? '')?.[0] ?? '';
    expect(within(backlog()).queryAllByRole('checkbox')).toEqual([]);
    expect(controlsOf(number)).toEqual([]);

    await user.hover(first);
    expect(controlsOf(number)).toHaveLength(2);
    expect(
      within(backlog()).getByRole('checkbox', { name: new RegExp(`^Select ${number} `) }),
    ).toBeInTheDocument();
    await user.unhover(first);
    await user.hover(second);
    // The first tile keeps its controls: no flicker as the pointer crosses the board.
    expect(controlsOf(number)).toHaveLength(2);
  });

  it('come when the card is focused, in the tab order right after its link', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const [first] = await within(
      await screen.findByRole('region', { name: 'Backlog column' }),
    ).findAllByRole('link', { name: /^#\d+ / });
    if (!first) throw new Error('Backlog has no card');
    const number = /^#\d+/.exec(first.textContent ?? '')?.[0] ?? '';
    first.focus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^Select ${number} `) })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: new RegExp(`^Move card ${number} `) })).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole('button', { name: new RegExp(`^Actions for card ${number} `) }),
    ).toHaveFocus();
  });

  it('are there for a selected card, whose box shows it ticked', async () => {
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-editor' });
    const [first] = await within(
      await screen.findByRole('region', { name: 'Backlog column' }),
    ).findAllByRole('link', { name: /^#\d+ / });
    const id = Number(first?.closest('[data-card-id]')?.getAttribute('data-card-id'));
    const number = /^#\d+/.exec(first?.textContent ?? '')?.[0] ?? '';
    cardSelection.toggle(1, id);
    expect(
      await screen.findByRole('checkbox', { name: new RegExp(`^Select ${number} `) }),
    ).toBeChecked();
    // The selection's bar is a chunk of its own: it is let in before the selection ends.
    await screen.findByRole('toolbar', { name: 'Selected cards' });
    cardSelection.clear();
  });

  it('never show for a viewer, who cannot move cards', async () => {
    const user = userEvent.setup();
    renderWithApi(<BoardPage boardId={1} cardId={null} />, { token: 'demo-viewer' });
    const [first] = await within(
      await screen.findByRole('region', { name: 'Backlog column' }),
    ).findAllByRole('link', { name: /^#\d+ / });
    if (!first) throw new Error('Backlog has no card');
    await user.hover(first);
    first.focus();
    expect(
      within(backlog()).queryAllByRole('button', { name: /^(Move|Actions for) card / }),
    ).toEqual([]);
    expect(within(backlog()).queryAllByRole('checkbox')).toEqual([]);
  });
});
