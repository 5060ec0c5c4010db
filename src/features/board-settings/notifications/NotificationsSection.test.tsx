import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { BoardSettingsPage } from '../BoardSettingsPage';

async function preferencesForm(token: string) {
  renderWithApi(<BoardSettingsPage boardId={1} />, { token });
  return screen.findByRole('form', { name: 'My notification preferences' });
}

describe('Notification preferences', () => {
  const { service } = useMockApi();

  it('starts from my stored preferences, each mode with its meaning', async () => {
    const form = await preferencesForm('demo-viewer');
    expect(
      within(form).getByRole('radio', { name: /^Mentions: Only when someone mentions you/ }),
    ).toBeChecked();
    expect(
      within(form).getByRole('radio', { name: /^Silent: Nothing from this board/ }),
    ).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'In the app (your inbox)' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
  });

  it('persists a changed mode and channels through the myself endpoint', async () => {
    const user = userEvent.setup();
    const form = await preferencesForm('demo-member');
    expect(within(form).getByRole('radio', { name: /^Everything/ })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: /^Assigned cards/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'By e-mail' }));
    await user.click(within(form).getByRole('button', { name: 'Save notification preferences' }));
    expect(await within(form).findByText('Saved.')).toBeVisible();
    await waitFor(() =>
      expect(
        service.db.notificationPreferences.find((p) => p.board_id === 1 && p.user_id === 3),
      ).toMatchObject({
        notification_mode: 'assignee',
        is_notified_through_app: true,
        is_notified_through_email: true,
      }),
    );
  });
});
