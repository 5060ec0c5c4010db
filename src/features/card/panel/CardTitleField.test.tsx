import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cardKeys } from '@/api/queries/keys';
import type { CardDetail } from '@/api/types';
import { BoardPage } from '@/features/board/BoardPage';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

async function openCard12() {
  const rendered = renderWithApi(<BoardPage boardId={1} cardId={12} />, {
    path: '/boards/1/cards/12',
  });
  const panel = await screen.findByRole('dialog', { name: /^#12 / });
  const title = await within(panel).findByRole('textbox', { name: 'Title' });
  return { ...rendered, panel, title };
}

describe('CardTitleField (the card panel’s editable heading)', () => {
  const { service, server } = useMockApi();
  useViewportForVirtualLists();
  const card12 = () => service.db.cards.find((card) => card.id === 12);

  it('saves on Enter with one PATCH, and the panel’s name follows', async () => {
    const user = userEvent.setup();
    const patches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patches.push(new URL(request.url).pathname);
    });
    const { panel, title } = await openCard12();
    await user.clear(title);
    await user.type(title, 'Renamed in place{Enter}');
    expect(await screen.findByRole('dialog', { name: '#12 Renamed in place' })).toBeInTheDocument();
    await waitFor(() => expect(card12()?.title).toBe('Renamed in place'));
    // Leaving the field after Enter does not save a second time.
    await user.click(within(panel).getByRole('button', { name: 'Close card' }));
    expect(patches).toEqual(['/api/boards/1/cards/12']);
  });

  it('puts the saved title back on Escape, and only the next Escape closes the panel', async () => {
    const user = userEvent.setup();
    const { title, history } = await openCard12();
    const saved = (title as HTMLTextAreaElement).value;
    await user.clear(title);
    await user.type(title, 'Not this');
    await user.keyboard('{Escape}');
    expect(title).toHaveValue(saved);
    expect(history.at(-1)).toBe('/boards/1/cards/12');
    await user.keyboard('{Escape}');
    // The route goes back to the board (this test renders the panel by its prop, so it stays).
    await waitFor(() => expect(history.at(-1)).toBe('/boards/1'));
    expect(card12()?.title).toBe(saved);
  });

  it('keeps what was typed, with the reason beside it, when the server refuses the title', async () => {
    const user = userEvent.setup();
    server.use(
      http.patch(`${TEST_API_BASE_URL}/boards/1/cards/12`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { title: ['That title is taken.'] } },
          { status: 422 },
        ),
      ),
    );
    const before = card12()?.title;
    const { panel, title } = await openCard12();
    await user.clear(title);
    await user.type(title, 'Refused title{Enter}');
    expect(await within(panel).findByText('Not saved: That title is taken.')).toBeVisible();
    expect(title).toHaveValue('Refused title');
    expect(title).toHaveAccessibleDescription('Not saved: That title is taken.');
    // The card itself kept its title: the panel's name is the saved one.
    expect(screen.getByRole('dialog', { name: `#12 ${before}` })).toBeInTheDocument();
  });

  it('says a card needs a title, and sends nothing, when the title is emptied', async () => {
    const user = userEvent.setup();
    const patches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patches.push(request.url);
    });
    const { panel, title } = await openCard12();
    await user.clear(title);
    await user.keyboard('{Enter}');
    expect(within(panel).getByText('A card needs a title.')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it('keeps what is being typed when the card’s title changes meanwhile (a teammate, an earlier save)', async () => {
    const user = userEvent.setup();
    const { queryClient, panel, title } = await openCard12();
    await user.clear(title);
    await user.type(title, 'Being typed');
    act(() => {
      queryClient.setQueryData<CardDetail>(cardKeys.detail(1, 12), (detail) =>
        detail ? { ...detail, title: 'Landed meanwhile' } : detail,
      );
    });
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: '#12 Landed meanwhile' })).toBeInTheDocument(),
    );
    expect(within(panel).getByRole('textbox', { name: 'Title' })).toHaveValue('Being typed');
  });
});
