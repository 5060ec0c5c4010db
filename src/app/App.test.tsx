import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { useViewportForVirtualLists } from '@test/viewport';
import { App } from './App';
import { connectionStore } from './connection/connection-store';

function connect(token: string, stayForTab = false): void {
  connectionStore.actions().connectToServer({ baseUrl: TEST_API_BASE_URL, token, stayForTab });
}

describe('App', () => {
  useMockApi();
  useViewportForVirtualLists();

  beforeEach(() => {
    sessionStorage.clear();
    window.history.pushState({}, '', '/');
  });

  it('lists the boards the signed-in user can see, nested under their parents', async () => {
    connect('demo-manager');
    render(<App />);
    // The board list is its own chunk: its first import under a busy test run can take seconds.
    const roadmap = await screen.findByRole(
      'link',
      { name: /Product Roadmap/ },
      { timeout: 10_000 },
    );
    expect(roadmap).toHaveAttribute('href', '/boards/1');
    const nested = roadmap.closest('li')?.querySelector('ul');
    expect(nested).not.toBeNull();
  });

  it('asks to sign in again on a 401 and then loads what was asked for', async () => {
    window.history.pushState({}, '', '/boards/1');
    connect('expired-token');
    render(<App />);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' });
    await userEvent.type(screen.getByLabelText('Access token'), 'demo-manager');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /Product Roadmap/ })).toBeVisible();
  });

  it('never writes the token to localStorage or the URL, nor to sessionStorage unless asked', async () => {
    connect('demo-manager');
    render(<App />);
    await screen.findByRole('link', { name: /Product Roadmap/ });
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo-manager');
    expect(window.location.href).not.toContain('demo-manager');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('demo-manager');

    connect('demo-editor', true);
    expect(sessionStorage.getItem('project-board.connection')).toContain('demo-editor');
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo-editor');
  });
});
