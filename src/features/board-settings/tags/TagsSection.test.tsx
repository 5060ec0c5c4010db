import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSettingsPage } from '../BoardSettingsPage';

async function tagsSection(token = 'demo-editor') {
  renderWithApi(<BoardSettingsPage boardId={1} />, { token });
  await screen.findByRole('heading', { level: 2, name: 'Tags' });
  return screen.getByRole('region', { name: 'Tags' });
}

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Tags', () => {
  const { service } = useMockApi();

  it('lists board tags and common tags side by side', async () => {
    const section = await tagsSection('demo-viewer');
    const boardTags = within(section).getByRole('list', { name: 'Board tags' });
    const commonTags = within(section).getByRole('list', { name: 'Common tags' });
    expect(within(boardTags).getByText('Frontend')).toBeVisible();
    expect(within(boardTags).queryByText('Urgent')).not.toBeInTheDocument();
    expect(within(commonTags).getByText('Urgent')).toBeVisible();
    expect(within(commonTags).getByText('Customer')).toBeVisible();
  });

  it('checks the name and description limits as the user types, keeping the input', async () => {
    const user = userEvent.setup();
    const section = await tagsSection();
    const form = within(section).getByRole('form', { name: 'New board tag' });
    const name = within(form).getByRole('textbox', { name: 'Tag name' });
    await user.type(name, 'Q');
    expect(describedBy(name)).toContain('The name must be 2 to 40 characters.');
    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(name);
    await user.paste('x'.repeat(39));
    expect(name).toHaveValue(`QA${'x'.repeat(39)}`);
    expect(describedBy(name)).toContain('The name must be 2 to 40 characters.');
    const description = within(form).getByRole('textbox', { name: 'Tag description (optional)' });
    await user.type(description, 'ab');
    expect(describedBy(description)).toContain('3 to 250 characters');
    await user.click(within(form).getByRole('button', { name: 'Create tag' }));
    expect(service.db.tags.some((tag) => tag.name.startsWith('QAx'))).toBe(false);
  });

  it('creates a board tag with a palette or custom color', async () => {
    const user = userEvent.setup();
    const section = await tagsSection();
    const form = within(section).getByRole('form', { name: 'New board tag' });
    await user.type(within(form).getByRole('textbox', { name: 'Tag name' }), 'Ops');
    await user.click(within(form).getByRole('radio', { name: 'Violet' }));
    expect(within(form).getByText('#8b5cf6')).toBeVisible();
    fireEvent.change(within(form).getByLabelText('Custom color'), { target: { value: '#112233' } });
    await user.type(
      within(form).getByRole('textbox', { name: 'Tag description (optional)' }),
      'Operations work',
    );
    await user.click(within(form).getByRole('button', { name: 'Create tag' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Tag Ops created.'),
    );
    const boardTags = within(section).getByRole('list', { name: 'Board tags' });
    expect(await within(boardTags).findByText('Ops')).toBeVisible();
    expect(service.db.tags.find((tag) => tag.name === 'Ops')).toMatchObject({
      board_id: 1,
      color: '#112233',
      description: 'Operations work',
    });
    expect(within(section).getByRole('textbox', { name: 'Tag name' })).toHaveValue('');
  });

  it('shows the server refusing a duplicate name at the name field', async () => {
    const user = userEvent.setup();
    const section = await tagsSection();
    const form = within(section).getByRole('form', { name: 'New board tag' });
    const name = within(form).getByRole('textbox', { name: 'Tag name' });
    await user.type(name, 'frontend');
    await user.click(within(form).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(describedBy(name)).toContain('The name has already been taken.'));
    expect(name).toHaveValue('frontend');
  });

  it('lets a manager edit a common tag', async () => {
    const user = userEvent.setup();
    const section = await tagsSection('demo-manager');
    await user.click(within(section).getByRole('button', { name: 'Edit Urgent' }));
    const form = within(section).getByRole('form', { name: 'Edit common tag Urgent' });
    const name = within(form).getByRole('textbox', { name: 'Tag name' });
    await user.clear(name);
    await user.type(name, 'Very urgent');
    await user.click(within(form).getByRole('button', { name: 'Save tag' }));
    const commonTags = within(section).getByRole('list', { name: 'Common tags' });
    expect(await within(commonTags).findByText('Very urgent')).toBeVisible();
    expect(service.db.tags.find((tag) => tag.name === 'Very urgent')?.board_id).toBeNull();
  });
});
