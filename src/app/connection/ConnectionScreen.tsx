import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { startDemoMock, stopDemoMock } from '../demo/demo-mock';
import { hostOf } from '../shell/ServerMenu';
import { useConnection, useConnectionActions, useDeployConfig } from './connection-store';
import { DEFAULT_DEMO_TOKEN } from './demo-users';
import { validateConnection, type ConnectionErrors } from './validate-connection';
import styles from './ConnectionScreen.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

/**
 * Sign in to a project board server (base URL and token), or choose the embedded demo when the
 * deployment offers it. Shown at `/connect`, and in place of any page while nobody is signed in
 * (`App`): then signing in stays on the address asked for.
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
  const fixedUrl = deploy.apiBaseUrl;
  const returning = gate && connection.kind === 'signed-out' && connection.baseUrl !== null;

  useDocumentTitle(gate ? t('signIn.submit', 'Sign in') : t('account.connection', 'Connection'));

  function submit(event: FormEvent): void {
    event.preventDefault();
    const found = validateConnection({ baseUrl: fixedUrl ?? baseUrl, token });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The demo's service worker would otherwise answer the real server's API calls.
    stopDemoMock();
    connectToServer({ baseUrl: (fixedUrl ?? baseUrl).trim(), token: token.trim(), stayForTab });
    if (!gate) navigate(paths.boards.href());
  }

  async function chooseDemo(): Promise<void> {
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
      <form onSubmit={submit} noValidate>
        {fixedUrl ? (
          <p className={styles.fixedUrl}>
            {t('connect.fixedServer', 'Server:')} <code>{fixedUrl}</code>
          </p>
        ) : (
          <TextField
            label={t('connect.baseUrl', 'API base URL')}
            name="baseUrl"
            type="url"
            placeholder="https://boards.example.com/api"
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.target.value)}
            error={errors.baseUrl}
            autoComplete="url"
          />
        )}
        <TextField
          label={t('signIn.token', 'Access token')}
          name="token"
          type="password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
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
        <Button type="submit" variant="primary">
          {gate ? t('signIn.submit', 'Sign in') : t('connect.submit', 'Connect')}
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
