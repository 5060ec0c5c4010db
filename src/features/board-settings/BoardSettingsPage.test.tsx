import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSettingsPage } from './BoardSettingsPage';

async function renderSettings(token: string, boardId = 1) {
  renderWithApi(<BoardSettingsPage boardId={boardId} />, { token });
  await screen.findByRole('heading', { level: 1, name: /Settings of/ });
  // The member list loads separately; wait for it so every section has settled.
  await screen.findByRole('list', { name: 'Members' });
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('BoardSettingsPage permissions', () => {
  useMockApi();

  it('shows the manager every action', async () => {
    await renderSettings('demo-manager');
    expect(within(section('Details')).getByRole('textbox', { name: 'Name' })).toBeEnabled();
    const members = section('Members and visibility');
    expect(
      within(members).getByRole('combobox', { name: 'Permission for Eli Editor' }),
    ).toBeVisible();
    expect(within(members).getByRole('radio', { name: /Public/ })).toBeVisible();
    expect(
      within(members).getByRole('button', { name: 'Save members and visibility' }),
    ).toBeVisible();
    expect(within(members).getByRole('searchbox', { name: 'Add people' })).toBeVisible();
    const tags = section('Tags');
    expect(within(tags).getByRole('form', { name: 'New board tag' })).toBeVisible();
    expect(within(tags).getByRole('button', { name: 'Edit Urgent' })).toBeVisible();
    expect(
      within(section('Custom fields')).getByRole('form', { name: 'New custom field' }),
    ).toBeVisible();
    expect(
      within(section('Export to the drive')).getByRole('form', { name: 'Export to the drive' }),
    ).toBeVisible();
    expect(
      within(section('Notifications')).getByRole('form', { name: 'My notification preferences' }),
    ).toBeVisible();
  });

  it('lets the editor edit details and create tags, but not members or common tags', async () => {
    await renderSettings('demo-editor');
    expect(within(section('Details')).getByRole('textbox', { name: 'Name' })).toBeVisible();
    const members = section('Members and visibility');
    expect(within(members).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(members).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(members).queryByRole('button')).not.toBeInTheDocument();
    expect(within(members).getByText(/Only board managers can change/)).toBeVisible();
    const tags = section('Tags');
    expect(within(tags).getByRole('form', { name: 'New board tag' })).toBeVisible();
    expect(within(tags).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(
      within(section('Custom fields')).getByRole('form', { name: 'New custom field' }),
    ).toBeVisible();
    expect(
      within(section('Export to the drive')).getByRole('form', { name: 'Export to the drive' }),
    ).toBeVisible();
    expect(
      within(section('Notifications')).getByRole('form', { name: 'My notification preferences' }),
    ).toBeVisible();
  });

  it.each(['demo-member', 'demo-viewer'])(
    'shows %s read-only details, members and tags',
    async (token) => {
      await renderSettings(token);
      const details = section('Details');
      expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(details).queryByRole('button')).not.toBeInTheDocument();
      expect(within(details).getByText('Product Roadmap')).toBeVisible();
      expect(within(details).getByText(/Only board editors and managers/)).toBeVisible();
      const members = section('Members and visibility');
      expect(within(members).queryByRole('button')).not.toBeInTheDocument();
      expect(within(members).getByText('Dana Departed')).toBeVisible();
      expect(within(members).getByText('(deactivated)')).toBeVisible();
      const tags = section('Tags');
      expect(within(tags).queryByRole('form')).not.toBeInTheDocument();
      expect(within(tags).queryByRole('button')).not.toBeInTheDocument();
      expect(within(tags).getByText('Frontend')).toBeVisible();
      const fields = section('Custom fields');
      expect(within(fields).queryByRole('form')).not.toBeInTheDocument();
      expect(within(fields).getByText('Priority')).toBeVisible();
      expect(within(section('Export to the drive')).queryByRole('form')).not.toBeInTheDocument();
      expect(
        within(section('Notifications')).getByRole('form', { name: 'My notification preferences' }),
      ).toBeVisible();
    },
  );

  it('explains to a visitor of a public board why there are no notification preferences', async () => {
    await renderSettings('demo-outsider', 3);
    const notifications = section('Notifications');
    expect(within(notifications).queryByRole('form')).not.toBeInTheDocument();
    expect(within(notifications).getByText(/without being a member/)).toBeVisible();
  });

  it('links back to the board', async () => {
    await renderSettings('demo-viewer');
    expect(screen.getByRole('link', { name: /Back to the board/ })).toHaveAttribute(
      'href',
      '/boards/1',
    );
  });

  it('lists its sections in a nav; a link moves focus to its section', async () => {
    await renderSettings('demo-manager');
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    const regions = screen.getAllByRole('region');
    // One link per section, in the page's order, each to its section.
    expect(links.map((link) => link.textContent)).toEqual(
      regions.map((region) => region.querySelector('h2')?.textContent),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      regions.map((region) => `#${region.id}`),
    );
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Card aging' }));
    expect(section('Card aging')).toHaveFocus();
  });
});
