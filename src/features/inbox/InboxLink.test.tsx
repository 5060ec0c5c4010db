import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { InboxLink } from './InboxLink';

describe('the header inbox link', () => {
  useMockApi();

  it('keeps focus when its unread count arrives: the count goes into the same link', async () => {
    renderWithApi(<InboxLink />, { token: 'demo-manager', path: '/boards/1' });
    // Before the count's module and the notifications are in: the plain name.
    const link = screen.getByRole('link', { name: 'Inbox' });
    link.focus();
    expect(document.activeElement).toBe(link);

    const counted = await screen.findByRole('link', { name: /^Inbox, \d+ unread$/ });
    expect(counted).toBe(link);
    expect(document.activeElement).toBe(link);
  });
});
