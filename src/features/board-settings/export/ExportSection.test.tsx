import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSettingsPage } from '../BoardSettingsPage';

async function exportSection(token = 'demo-editor') {
  renderWithApi(<BoardSettingsPage boardId={1} />, { token });
  await screen.findByRole('heading', { level: 2, name: 'Export to the drive' });
  return screen.getByRole('region', { name: 'Export to the drive' });
}

describe('Export to the drive', () => {
  const { service } = useMockApi();

  it('is not offered to an interact member', async () => {
    const section = await exportSection('demo-member');
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(within(section).getByText(/Only board editors and managers/)).toBeVisible();
  });

  it('needs at least one field and a folder', async () => {
    const user = userEvent.setup();
    const section = await exportSection();
    const all = within(section).getByRole('checkbox', { name: 'All fields' });
    expect(all).toBeChecked();
    await user.click(all);
    expect(within(section).getByRole('checkbox', { name: 'Title' })).not.toBeChecked();
    await user.click(within(section).getByRole('button', { name: 'Export' }));
    expect(within(section).getByText('Choose at least one field.')).toBeVisible();
    expect(within(section).getByText('Open the folder to export into.')).toBeVisible();
    await user.click(within(section).getByRole('checkbox', { name: 'Title' }));
    expect(all).toBePartiallyChecked();
    expect(within(section).queryByText('Choose at least one field.')).not.toBeInTheDocument();
  });

  it('browses folders, exports JSON there and shows the file with its content', async () => {
    const user = userEvent.setup();
    const section = await exportSection();
    await user.click(within(section).getByRole('checkbox', { name: 'All fields' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Number' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Title' }));
    await user.click(within(section).getByRole('radio', { name: /JSON/ }));
    await user.click(await within(section).findByRole('button', { name: /Open Exports/ }));
    await user.click(await within(section).findByRole('button', { name: /Open Archive/ }));
    expect(within(section).getByText(/The file goes into/)).toHaveTextContent('Archive');
    await user.click(within(section).getByRole('button', { name: 'Exports' }));
    expect(within(section).getByText(/The file goes into/)).toHaveTextContent('Exports');
    await user.click(within(section).getByRole('button', { name: 'Export' }));
    const open = await within(section).findByRole('button', {
      name: /^Open product-roadmap-.*\.json$/,
    });
    const exportsFolder = service.db.driveNodes.find((n) => n.name === 'Exports');
    const file = service.db.driveNodes.find((n) => n.name.endsWith('.json'));
    expect(file?.parent_id).toBe(exportsFolder?.id);
    expect(
      within(section).getByRole('link', { name: /^Download product-roadmap-/ }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/localhost\/api\/drive\/files\/\d+\/content/),
    );
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    const content = await within(dialog).findByLabelText(/^Content of product-roadmap-/);
    const rows = JSON.parse(content.textContent ?? '') as Record<string, unknown>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(['number', 'title']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
