import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSettingsPage } from '../BoardSettingsPage';

async function membersSection() {
  renderWithApi(<BoardSettingsPage boardId={1} />, { token: 'demo-manager' });
  await screen.findByRole('list', { name: 'Members' });
  return screen.getByRole('region', { name: 'Members and visibility' });
}

function boardPatches(calls: readonly Parameters<typeof fetch>[]) {
  return calls.filter(([input, init]) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = input instanceof Request ? input.method : init?.method;
    return method === 'PATCH' && /\/api\/boards\/1$/.test(url);
  });
}

describe('Members and visibility', () => {
  const { service } = useMockApi();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows deactivated members as such', async () => {
    const section = await membersSection();
    const list = within(section).getByRole('list', { name: 'Members' });
    const dana = within(list).getByText('Dana Departed').closest('li');
    expect(dana).toHaveTextContent('(deactivated)');
  });

  it('saves visibility and the full member list in one PATCH after confirming who loses access', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const section = await membersSection();

    await user.click(within(section).getByRole('button', { name: 'Remove Vic Viewer' }));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Permission for Ines Interact' }),
      'edit',
    );
    await user.type(within(section).getByRole('searchbox', { name: 'Add people' }), 'Olga');
    await user.click(await within(section).findByRole('button', { name: 'Add Olga Outsider' }));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Permission for Olga Outsider' }),
      'interact',
    );
    await user.click(within(section).getByRole('radio', { name: /Public/ }));
    await user.click(within(section).getByRole('button', { name: 'Save members and visibility' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save members and visibility?' });
    const losing = within(dialog).getByRole('list', { name: 'People who lose access' });
    expect(
      within(losing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vic Viewer']);
    expect(boardPatches(fetchSpy.mock.calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(service.db.boards.find((board) => board.id === 1)?.visibility).toBe('public'),
    );
    expect(boardPatches(fetchSpy.mock.calls)).toHaveLength(1);
    const members = service.db.members
      .filter((member) => member.board_id === 1)
      .map(({ user_id, permission }) => [user_id, permission])
      .sort(([a], [b]) => Number(a) - Number(b));
    expect(members).toEqual([
      [1, 'manage'],
      [2, 'edit'],
      [3, 'edit'],
      [5, 'interact'],
      [7, 'edit'],
    ]);
    expect(await within(section).findByText('Saved.')).toBeVisible();
  });

  it('says no one loses access when no one is removed', async () => {
    const user = userEvent.setup();
    const section = await membersSection();
    await user.click(within(section).getByRole('button', { name: 'Save members and visibility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save members and visibility?' });
    expect(within(dialog).getByText('No one loses access.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requires at least one manager before saving', async () => {
    const user = userEvent.setup();
    const section = await membersSection();
    const maya = within(section).getByRole('combobox', { name: 'Permission for Maya Manager' });
    await user.selectOptions(maya, 'edit');
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Keep at least one member with the Manage permission.',
    );
    expect(within(section).getByRole('list', { name: 'Members' })).toHaveAccessibleDescription(
      'Keep at least one member with the Manage permission.',
    );
    expect(
      within(section).getByRole('button', { name: 'Save members and visibility' }),
    ).toBeDisabled();
  });

  it("shows the server's refusal of a member at that member's row", async () => {
    const user = userEvent.setup();
    const section = await membersSection();
    await user.type(within(section).getByRole('searchbox', { name: 'Add people' }), 'Olga');
    await user.click(await within(section).findByRole('button', { name: 'Add Olga Outsider' }));
    // Olga moves to another company before the save reaches the server.
    const olga = service.db.users.find((u) => u.id === 5);
    if (olga) olga.cuid = 'globex';
    await user.click(within(section).getByRole('button', { name: 'Save members and visibility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save members and visibility?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const permission = within(section).getByRole('combobox', {
      name: 'Permission for Olga Outsider',
    });
    await waitFor(() => expect(permission).toHaveAttribute('aria-invalid', 'true'));
    expect(permission).toHaveAccessibleDescription(/members\.5\.id is invalid/);
    expect(service.db.members.some((m) => m.board_id === 1 && m.user_id === 5)).toBe(false);
  });
});
