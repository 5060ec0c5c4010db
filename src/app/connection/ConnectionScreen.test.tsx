import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { ConnectionScreen } from './ConnectionScreen';
import { connectionStore, DEMO_DEPLOYMENT } from './connection-store';

const urlField = () => screen.getByLabelText('API base URL');
const tokenField = () => screen.getByLabelText('Access token');

function openConnection() {
  const user = userEvent.setup();
  const rendered = renderWithApi(<ConnectionScreen />, { path: '/connect' });
  async function connect(baseUrl: string, token: string): Promise<void> {
    await user.clear(urlField());
    await user.type(urlField(), baseUrl);
    await user.clear(tokenField());
    await user.type(tokenField(), token);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
  }
  return { ...rendered, user, connect };
}

/** The field's error, as it is announced with it. */
function errorOf(field: HTMLElement): string | null {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const alert = ids
    .map((id) => document.getElementById(id))
    .find((e) => e?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}

describe('the connection form checks the server before connecting', () => {
  const { server } = useMockApi();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    connectionStore.init(DEMO_DEPLOYMENT);
  });

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    connectionStore.init(DEMO_DEPLOYMENT);
  });

  it('connects and leaves the page when the server answers /me with a user', async () => {
    const { connect, history } = openConnection();
    await connect(TEST_API_BASE_URL, 'demo-manager');
    await expect.poll(() => history.at(-1)).toBe('/');
    expect(connectionStore.get()).toEqual({
      kind: 'server',
      baseUrl: TEST_API_BASE_URL,
      token: 'demo-manager',
      stayForTab: false,
    });
  });

  it('is busy while checking: "Checking…", disabled, aria-busy', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Waits, then falls through to the mock's own /me.
    server.use(http.get(`${TEST_API_BASE_URL}/me`, () => held));
    const { connect, history } = openConnection();
    await connect(TEST_API_BASE_URL, 'demo-manager');
    const busy = await screen.findByRole('button', { name: 'Checking…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(history.at(-1)).toBe('/connect');
    expect(connectionStore.get().kind).toBe('demo');
    answer();
    await expect.poll(() => history.at(-1)).toBe('/');
  });

  it('drops the check when the person types again meanwhile', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(`${TEST_API_BASE_URL}/me`, () => held));
    const { connect, user, history } = openConnection();
    await connect(TEST_API_BASE_URL, 'demo-manager');
    await screen.findByRole('button', { name: 'Checking…' });
    await user.type(tokenField(), 'x');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    answer();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    // The check of what is typed now: the mock does not know this token.
    expect(await screen.findByRole('alert')).toHaveTextContent(/refused this token/);
    expect(history.at(-1)).toBe('/connect');
  });

  it('stays on a 401, says the token was refused next to it, and keeps what was typed', async () => {
    const { connect, user, history } = openConnection();
    await connect(TEST_API_BASE_URL, 'mistyped-token');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The server refused this token/);
    expect(errorOf(tokenField())).toBe(alert.textContent);
    expect(tokenField()).toHaveFocus();
    expect(urlField()).toHaveValue(TEST_API_BASE_URL);
    expect(tokenField()).toHaveValue('mistyped-token');
    expect(history.at(-1)).toBe('/connect');
    expect(connectionStore.get().kind).toBe('demo');
    expect(screen.getByRole('button', { name: 'Using the demo' })).toBeEnabled();

    // Fixed and sent again.
    await user.clear(tokenField());
    await user.type(tokenField(), 'demo-editor');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await expect.poll(() => history.at(-1)).toBe('/');
    expect(connectionStore.get()).toMatchObject({ kind: 'server', token: 'demo-editor' });
  });

  it('says no server answered, next to the address, when the request fails', async () => {
    server.use(http.get('https://boards.mistyped.test/api/me', () => HttpResponse.error()));
    const { connect, history } = openConnection();
    await connect('https://boards.mistyped.test/api', 'demo-manager');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^No server answered at https:\/\/boards\.mistyped\.test\/api\. Check the address\./,
    );
    expect(errorOf(urlField())).toBe(alert.textContent);
    expect(tokenField()).not.toHaveAttribute('aria-invalid');
    expect(tokenField()).toHaveValue('demo-manager');
    expect(history.at(-1)).toBe('/connect');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('says an address without /me is not a Project Board API, and which path to try', async () => {
    server.use(
      http.get(
        'http://localhost/me',
        () => new HttpResponse('<h1>Not found</h1>', { status: 404 }),
      ),
    );
    const { connect } = openConnection();
    await connect('http://localhost', 'demo-manager');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'http://localhost answered, but it is not a Project Board API (no /me). Check the path, for example http://localhost/api.',
    );
    expect(errorOf(urlField())).toMatch(/not a Project Board API/);
    expect(connectionStore.get().kind).toBe('demo');
  });

  it('names the status of any other failed answer', async () => {
    server.use(http.get(`${TEST_API_BASE_URL}/me`, () => HttpResponse.json({}, { status: 500 })));
    const { connect } = openConnection();
    await connect(TEST_API_BASE_URL, 'demo-manager');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The server answered 500 /);
    expect(errorOf(urlField())).toMatch(/500/);
  });

  it('says what failed beside the fixed server of a deployment, on the sign-in', async () => {
    connectionStore.init({ apiBaseUrl: 'https://team.mistyped.test/api', demo: false });
    server.use(http.get('https://team.mistyped.test/api/me', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderWithApi(<ConnectionScreen gate />, { path: '/boards/1' });
    expect(screen.queryByLabelText('API base URL')).toBeNull();
    await user.type(tokenField(), 'team-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No server answered at https:\/\/team\.mistyped\.test\/api\./,
    );
    expect(tokenField()).toHaveValue('team-token');
    expect(tokenField()).toHaveFocus();
    expect(connectionStore.get().kind).toBe('signed-out');
  });
});
