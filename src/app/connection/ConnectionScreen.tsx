import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { startDemoMock, stopDemoMock } from '../demo/demo-mock';
import { hostOf } from '../shell/ServerMenu';
import { useConnection, useConnectionActions, useDeployConfig } from './connection-store';
import { DEFAULT_DEMO_TOKEN } from './demo-users';
import { checkFailureErrors } from './check-failure-message';
import { useServerCheck } from './use-server-check';
import { validateConnection, type ConnectionErrors } from './validate-connection';
import styles from './ConnectionScreen.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

/**
 * Sign in to a project board server (base URL and token), or choose the embedded demo when the
 * deployment offers it. Shown at `/connect`, and in place of any page while nobody is signed in
 * (`App`): then signing in stays on the address asked for. The server is asked who the token
 * belongs to (`GET /me`) first: the app connects only when it answers with a user, else the form
 * stays, with what was typed, and says what failed next to the field to fix.
 */
export function ConnectionScreen({ gate = false }: { gate?: boolean }) {
  const connection = useConnection();
  const deploy = useDeployConfig();
  const { connectToServer, switchToDemo } = useConnectionActions();
  const [, navigate] = useLocation();
  const knownUrl =
    deploy.apiBaseUrl ?? (connection.kind === 'demo' ? null : connection.baseUrl) ?? '';
  const [baseUrl, setBaseUrl] = useState(knownUrl);
  const [token, setToken] = useState('');
  const [stayForTab, setStayForTab] = useState(false);
  const [errors, setErrors] = useState<ConnectionErrors>({});
  const { checking, check, cancel } = useServerCheck();
  const form = useRef<HTMLFormElement>(null);
  const fixedUrl = deploy.apiBaseUrl;
  const returning = gate && connection.kind === 'signed-out' && connection.baseUrl !== null;

  useDocumentTitle(gate ? t('signIn.submit', 'Sign in') : t('account.connection', 'Connection'));

  /** The field to fix gets the focus (the busy button had it), its message read with it. */
  function focusField(found: ConnectionErrors): void {
    const field = found.baseUrl !== undefined && !fixedUrl ? 'baseUrl' : 'token';
    const input = form.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (checking) return;
    const input = { baseUrl: (fixedUrl ?? baseUrl).trim(), token: token.trim() };
    const found = validateConnection(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await check(input);
    if (result === null) return;
    if (!result.ok) {
      const failed = checkFailureErrors(result.failure, input.baseUrl);
      setErrors(failed);
      focusField(failed);
      return;
    }
    // The demo's mock would otherwise answer the real server's API calls.
    stopDemoMock();
    connectToServer({ ...input, stayForTab });
    if (!gate) navigate(paths.boards.href());
  }

  /** Typing again drops a check of what was typed before. */
  function edited(): void {
    if (checking) cancel();
  }

  async function chooseDemo(): Promise<void> {
    cancel();
    await startDemoMock(window.location);
    switchToDemo(DEFAULT_DEMO_TOKEN);
    if (!gate) navigate(paths.boards.href());
  }

  // The host, in bold, sits where the language puts it.
  const [returningBefore, returningAfter] = t(
    'connect.returning',
    'You were signed in to {host}. Sign in again to continue; the token is not kept after the tab closes unless you choose to stay signed in.',
  ).split('{host}');

  const serverSection = (
    <section className={styles.panel} aria-labelledby="server-heading">
      <h2 id="server-heading">
        {fixedUrl
          ? t('connect.signInTo', 'Sign in to {host}', { host: hostOf(fixedUrl) })
          : t('connect.server', 'A project board server')}
      </h2>
      {returning && (
        <p role="status">
          {returningBefore}
          <strong>{hostOf(connection.baseUrl ?? '')}</strong>
          {returningAfter}
        </p>
      )}
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        {fixedUrl ? (
          <>
            <p className={styles.fixedUrl}>
              {t('connect.fixedServer', 'Server:')} <code>{fixedUrl}</code>
            </p>
            {errors.baseUrl ? (
              <p className={styles.error} role="alert">
                {errors.baseUrl}
              </p>
            ) : null}
          </>
        ) : (
          <TextField
            label={t('connect.baseUrl', 'API base URL')}
            name="baseUrl"
            type="url"
            placeholder="https://boards.example.com/api"
            value={baseUrl}
            onChange={(event) => {
              edited();
              setBaseUrl(event.target.value);
            }}
            error={errors.baseUrl}
            autoComplete="url"
          />
        )}
        <TextField
          label={t('signIn.token', 'Access token')}
          name="token"
          type="password"
          value={token}
          onChange={(event) => {
            edited();
            setToken(event.target.value);
          }}
          error={errors.token}
          autoComplete="off"
          hint={t(
            'connect.tokenHint',
            'Kept in memory only, unless you choose to stay signed in for this tab.',
          )}
        />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={stayForTab}
            onChange={(event) => setStayForTab(event.target.checked)}
          />
          {t('connect.stay', 'Stay signed in for this tab')}
        </label>
        <Button type="submit" variant="primary" disabled={checking} aria-busy={checking}>
          {checking
            ? t('connect.checking', 'Checking…')
            : gate
              ? t('signIn.submit', 'Sign in')
              : t('connect.submit', 'Connect')}
        </Button>
      </form>
    </section>
  );

  const demoSection = deploy.demo && (
    <section className={styles.panel} aria-labelledby="demo-heading">
      <h2 id="demo-heading">{t('connect.demo', 'Demo')}</h2>
      <p>
        {t(
          'connect.demoText',
          "Runs on demo data inside your browser: no server needed. Changes are kept in this browser until you reset the demo. Demo data is never your team's data.",
        )}
      </p>
      <Button
        variant={connection.kind === 'demo' ? 'secondary' : returning ? 'secondary' : 'primary'}
        onClick={() => void chooseDemo()}
      >
        {connection.kind === 'demo'
          ? t('connect.usingDemo', 'Using the demo')
          : t('connect.useDemo', 'Use the demo')}
      </Button>
    </section>
  );

  return (
    <div className={styles.page}>
      <h1>{gate ? t('signIn.submit', 'Sign in') : t('account.connection', 'Connection')}</h1>
      {returning || fixedUrl ? (
        <>
          {serverSection}
          {demoSection}
        </>
      ) : (
        <>
          {demoSection}
          {serverSection}
        </>
      )}
    </div>
  );
}
