import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSettingsPage } from '../BoardSettingsPage';

async function customFields(token = 'demo-editor') {
  renderWithApi(<BoardSettingsPage boardId={1} />, { token });
  await screen.findByRole('heading', { level: 2, name: 'Custom fields' });
  return screen.getByRole('region', { name: 'Custom fields' });
}

function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function formFor(type: string) {
  const user = userEvent.setup();
  const section = await customFields();
  const form = within(section).getByRole('form', { name: 'New custom field' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), type);
  return { user, section, form };
}

describe('Custom fields', () => {
  const { service } = useMockApi();

  it('lists the definitions in order, read-only for a viewer', async () => {
    const section = await customFields('demo-viewer');
    const items = within(within(section).getByRole('list', { name: 'Custom fields' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent(/^Estimate\s*Number/);
    expect(items[1]).toHaveTextContent(/Priority\s*Select · required/);
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
    expect(within(section).getByText(/Only board editors and managers/)).toBeVisible();
  });

  it('checks the name and description as typed', async () => {
    const { user, form } = await formFor('text');
    const name = within(form).getByRole('textbox', { name: 'Field name' });
    await user.click(name);
    await user.paste('x'.repeat(61));
    expect(describedBy(name)).toContain('The name must be 1 to 60 characters.');
    const description = within(form).getByRole('textbox', { name: 'Description (optional)' });
    await user.click(description);
    await user.paste('d'.repeat(251));
    expect(describedBy(description)).toContain('at most 250 characters');
  });

  it('checks a text field: max length 1..10,000 and placeholder up to 255', async () => {
    const { user, form } = await formFor('text');
    const maxLength = within(form).getByRole('textbox', { name: 'Maximum length (optional)' });
    await user.type(maxLength, '0');
    expect(describedBy(maxLength)).toContain('must be between 1 and 10000');
    await user.clear(maxLength);
    await user.type(maxLength, '10001');
    expect(describedBy(maxLength)).toContain('must be between 1 and 10000');
    await user.clear(maxLength);
    await user.type(maxLength, '200');
    expect(maxLength).not.toHaveAttribute('aria-invalid');
    const placeholder = within(form).getByRole('textbox', { name: 'Placeholder (optional)' });
    await user.click(placeholder);
    await user.paste('p'.repeat(256));
    expect(describedBy(placeholder)).toContain('must not be greater than 255 characters');
  });

  it('checks a number field: numbers, decimals 0..10, max at least min, unit up to 16', async () => {
    const { user, form } = await formFor('number');
    const min = within(form).getByRole('textbox', { name: 'Minimum (optional)' });
    const max = within(form).getByRole('textbox', { name: 'Maximum (optional)' });
    await user.type(min, 'abc');
    expect(describedBy(min)).toContain('Enter a number.');
    await user.clear(min);
    await user.type(min, '10');
    await user.type(max, '5');
    expect(describedBy(max)).toContain('greater than or equal to the minimum');
    const decimals = within(form).getByRole('textbox', { name: 'Decimal places (optional)' });
    await user.type(decimals, '11');
    expect(describedBy(decimals)).toContain('between 0 and 10');
    const unit = within(form).getByRole('textbox', { name: 'Unit (optional)' });
    await user.type(unit, 'u'.repeat(17));
    expect(describedBy(unit)).toContain('must not be greater than 16 characters');
  });

  it('edits select options: labels required and unique; add, reorder, remove; then creates it', async () => {
    const { user, section, form } = await formFor('select');
    await user.type(within(form).getByRole('textbox', { name: 'Field name' }), 'Stage');
    expect(within(form).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Create field' }));
    const first = within(form).getByRole('textbox', { name: 'Option 1 label' });
    expect(describedBy(first)).toContain('This field is required.');
    await user.type(first, 'Draft');
    await user.click(within(form).getByRole('button', { name: 'Add option' }));
    const second = within(form).getByRole('textbox', { name: 'Option 2 label' });
    await user.type(second, 'draft');
    expect(describedBy(second)).toContain('duplicate');
    await user.clear(second);
    await user.type(second, 'Live');
    await user.click(within(form).getByRole('button', { name: 'Add option' }));
    await user.type(within(form).getByRole('textbox', { name: 'Option 3 label' }), 'Gone');
    await user.click(within(form).getByRole('button', { name: 'Move option 2 up' }));
    expect(within(form).getByRole('textbox', { name: 'Option 1 label' })).toHaveValue('Live');
    await user.click(within(form).getByRole('button', { name: 'Remove option 3' }));
    expect(within(form).queryByRole('textbox', { name: 'Option 3 label' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Required on every card' }));
    await user.click(within(form).getByRole('button', { name: 'Create field' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent('Field Stage created.'),
    );
    const list = within(section).getByRole('list', { name: 'Custom fields' });
    expect(await within(list).findByText('Stage')).toBeVisible();
    const created = service.db.customFieldDefinitions.find((d) => d.name === 'Stage');
    expect(created).toMatchObject({ type: 'select', is_required: true });
    expect(created?.config).toMatchObject({
      options: [
        expect.objectContaining({ label: 'Live' }),
        expect.objectContaining({ label: 'Draft' }),
      ],
    });
  });

  it.each([
    ['checkbox', 'Checked by default', { default_value: true }],
    ['date', 'Include a time', { include_time: true }],
    ['person', 'Allow several people', { multiple: true }],
  ])('sends the %s config', async (type, flag, config) => {
    const { user, section, form } = await formFor(type);
    await user.type(within(form).getByRole('textbox', { name: 'Field name' }), `F ${type}`);
    await user.click(within(form).getByRole('checkbox', { name: flag }));
    await user.click(within(form).getByRole('button', { name: 'Create field' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('created'));
    expect(service.db.customFieldDefinitions.find((d) => d.name === `F ${type}`)?.config).toEqual(
      config,
    );
  });

  it('shows the server refusing a duplicate name at the name field, keeping the input', async () => {
    const { user, form } = await formFor('text');
    const name = within(form).getByRole('textbox', { name: 'Field name' });
    await user.type(name, 'priority');
    await user.click(within(form).getByRole('button', { name: 'Create field' }));
    await waitFor(() => expect(describedBy(name)).toContain('The name has already been taken.'));
    expect(name).toHaveValue('priority');
  });
});
