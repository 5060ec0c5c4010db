import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { NewBoardForm } from './NewBoardForm';

describe('NewBoardForm', () => {
  const mock = useMockApi();

  it('creates the board, makes the caller its manager and opens it', async () => {
    const user = userEvent.setup();
    const { history } = renderWithApi(<NewBoardForm onCancel={vi.fn()} />, {
      token: 'demo-member',
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Launch');
    await user.type(screen.getByRole('textbox', { name: /Icon/ }), '🚀');
    await user.click(screen.getByRole('button', { name: 'Create board' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/boards\/\d+$/));
    const id = Number(history.at(-1)?.split('/')[2]);
    const board = mock.service.db.boards.find((b) => b.id === id);
    expect(board).toMatchObject({ name: 'Launch', icon: '🚀', visibility: 'private' });
    expect(mock.service.db.members.filter((m) => m.board_id === id)).toEqual([
      expect.objectContaining({ user_id: 3, permission: 'manage' }),
    ]);
  });

  it('says a name is needed and sends nothing', async () => {
    const user = userEvent.setup();
    const before = mock.service.db.boards.length;
    renderWithApi(<NewBoardForm onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Create board' }));
    expect(await screen.findByText('Give the board a name.')).toBeVisible();
    expect(mock.service.db.boards).toHaveLength(before);
  });

  it("shows the server's error beside the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = 'The name has already been taken.';
    mock.server.use(
      http.post('*/api/boards', () =>
        HttpResponse.json({ message, errors: { name: [message] } }, { status: 422 }),
      ),
    );
    const { history } = renderWithApi(<NewBoardForm onCancel={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Plans');
    await user.click(screen.getByRole('button', { name: 'Create board' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(name).toHaveValue('Plans');
    expect(name).toHaveAccessibleDescription(message);
    expect(history.at(-1)).toBe('/');
  });

  it('says when the server cannot create boards (404 on the extension)', async () => {
    const user = userEvent.setup();
    mock.server.use(
      http.post('*/api/boards', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderWithApi(<NewBoardForm onCancel={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Plans');
    await user.click(screen.getByRole('button', { name: 'Create board' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This server cannot create boards.');
  });
});
