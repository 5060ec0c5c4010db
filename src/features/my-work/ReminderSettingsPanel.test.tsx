import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readReminderSettings } from './reminder-settings';
import { ReminderSettingsPanel } from './ReminderSettingsPanel';

describe('the reminder settings on My work', () => {
  const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
  beforeEach(() => {
    window.localStorage.clear();
    requestPermission.mockReset();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for notifications only from its checkbox, and keeps lead time and quiet hours', async () => {
    const user = userEvent.setup();
    render(<ReminderSettingsPanel cards={[]} items={[]} />);
    expect(requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByText('Reminders and calendar'));
    requestPermission.mockResolvedValueOnce('denied');
    await user.click(screen.getByRole('checkbox', { name: /Notify me/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked');
    expect(readReminderSettings().notify).toBe(false);

    requestPermission.mockResolvedValueOnce('granted');
    await user.click(screen.getByRole('checkbox', { name: /Notify me/ }));
    expect(await screen.findByRole('checkbox', { name: /Notify me/, checked: true })).toBeVisible();
    expect(requestPermission).toHaveBeenCalledTimes(2);

    await user.selectOptions(screen.getByLabelText('Remind me'), '2 h before');
    await user.type(screen.getByLabelText('Quiet from'), '22:00');
    await user.type(screen.getByLabelText('to'), '07:00');
    expect(readReminderSettings()).toEqual({
      notify: true,
      leadMinutes: 120,
      quietFrom: '22:00',
      quietTo: '07:00',
    });
    // Preferences only: nothing else goes into storage.
    expect(Object.keys(window.localStorage)).toEqual(['project-board:reminders']);
  });
});
