import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

describe('ChecklistTitle', () => {
  const { service } = useMockApi();
  useViewportForVirtualLists();

  async function openSteps() {
    renderWithApi(<BoardPage boardId={1} cardId={9} />, { path: '/boards/1/cards/9' });
    const panel = await screen.findByRole('dialog', { name: /^#9 / });
    const steps = await within(panel).findByRole('region', { name: 'Steps' });
    return { panel, steps };
  }
  const stored = () => service.db.checklists.find((row) => row.card_id === 9)?.title;

  it('opens the field from the keyboard; Escape leaves it unsaved, focus back on the heading', async () => {
    const user = userEvent.setup();
    const { panel, steps } = await openSteps();
    const heading = within(steps).getByRole('button', { name: 'Steps' });
    expect(heading.closest('h3')).not.toBeNull();
    heading.focus();
    await user.keyboard('{Enter}');
    const field = within(steps).getByRole('textbox', { name: 'Checklist title' });
    expect(field).toHaveValue('Steps');
    await user.clear(field);
    await user.type(field, 'Not this');
    await user.keyboard('{Escape}');
    expect(within(steps).queryByRole('textbox', { name: 'Checklist title' })).toBeNull();
    expect(within(steps).getByRole('button', { name: 'Steps' })).toHaveFocus();
    // Escape left the field only: the card stays open.
    expect(panel).toBeInTheDocument();
    expect(stored()).toBe('Steps');
  });

  it('saves when the field is left', async () => {
    const user = userEvent.setup();
    const { panel, steps } = await openSteps();
    await user.click(within(steps).getByRole('button', { name: 'Steps' }));
    const field = within(steps).getByRole('textbox', { name: 'Checklist title' });
    await user.clear(field);
    await user.type(field, 'Rollout');
    await user.tab();
    await waitFor(() => expect(stored()).toBe('Rollout'));
    expect(await within(panel).findByRole('button', { name: 'Rollout' })).toBeVisible();
  });

  it('keeps what was typed with the reason beside it when the server refuses it', async () => {
    const user = userEvent.setup();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'PATCH' && /\/checklists\/\d+$/.test(new URL(request.url).pathname)) {
        return Response.json(
          { message: 'Too similar.', errors: { title: ['Pick another title.'] } },
          { status: 422 },
        );
      }
      return realFetch(request);
    });
    const { steps } = await openSteps();
    await user.click(within(steps).getByRole('button', { name: 'Steps' }));
    const field = within(steps).getByRole('textbox', { name: 'Checklist title' });
    await user.clear(field);
    await user.type(field, 'Steps again{Enter}');
    expect(await within(steps).findByRole('alert')).toHaveTextContent('Pick another title.');
    expect(field).toHaveValue('Steps again');
    expect(field).toHaveAccessibleDescription('Pick another title.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(stored()).toBe('Steps');
  });
});
