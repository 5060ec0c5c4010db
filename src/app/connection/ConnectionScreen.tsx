import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { startDemoMock, stopDemoMock } from '../demo/demo-mock';
import { useConnection, useConnectionActions } from './connection-store';
import { DEFAULT_DEMO_TOKEN } from './demo-users';
import { validateConnection, type ConnectionErrors } from './validate-connection';
import styles from './ConnectionScreen.module.css';

/** Choose the embedded demo or a real project board server (base URL and token). */
export function ConnectionScreen() {
  const connection = useConnection();
  const { connectToServer, switchToDemo } = useConnectionActions();
  const [, navigate] = useLocation();
  const [baseUrl, setBaseUrl] = useState(connection.kind === 'server' ? connection.baseUrl : '');
  const [token, setToken] = useState('');
  const [stayForTab, setStayForTab] = useState(false);
  const [errors, setErrors] = useState<ConnectionErrors>({});

  function submit(event: FormEvent): void {
    event.preventDefault();
    const found = validateConnection({ baseUrl, token });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // The demo's service worker would otherwise answer the real server's API calls.
    stopDemoMock();
    connectToServer({ baseUrl: baseUrl.trim(), token: token.trim(), stayForTab });
    navigate('/');
  }

  async function chooseDemo(): Promise<void> {
    await startDemoMock(window.location);
    switchToDemo(DEFAULT_DEMO_TOKEN);
    navigate('/');
  }

  return (
    <div className={styles.page}>
      <h1>Connection</h1>
      <section className={styles.panel} aria-labelledby="demo-heading">
        <h2 id="demo-heading">Demo</h2>
        <p>
          Runs on demo data inside your browser: no server needed. Changes are kept in this browser
          until you reset the demo.
        </p>
        <Button
          variant={connection.kind === 'demo' ? 'secondary' : 'primary'}
          onClick={() => void chooseDemo()}
        >
          {connection.kind === 'demo' ? 'Using the demo' : 'Use the demo'}
        </Button>
      </section>
      <section className={styles.panel} aria-labelledby="server-heading">
        <h2 id="server-heading">A project board server</h2>
        <form onSubmit={submit} noValidate>
          <TextField
            label="API base URL"
            name="baseUrl"
            type="url"
            placeholder="https://boards.example.com/api"
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.target.value)}
            error={errors.baseUrl}
            autoComplete="url"
          />
          <TextField
            label="Access token"
            name="token"
            type="password"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            error={errors.token}
            autoComplete="off"
            hint="Kept in memory only, unless you choose to stay signed in for this tab."
          />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={stayForTab}
              onChange={(event) => setStayForTab(event.target.checked)}
            />
            Stay signed in for this tab
          </label>
          <Button type="submit" variant="primary">
            Connect
          </Button>
        </form>
      </section>
    </div>
  );
}
