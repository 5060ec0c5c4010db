import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { setFaultsPanelOpen } from './faults-panel-store';
import styles from './FaultsPanel.module.css';
import { demoFetch } from './demo-mock';

interface FaultForm {
  latencyMs: number;
  networkPercent: number;
  serverPercent: number;
  unauthenticatedPercent: number;
  offline: boolean;
  tokenExpired: boolean;
}

const NONE: FaultForm = {
  latencyMs: 0,
  networkPercent: 0,
  serverPercent: 0,
  unauthenticatedPercent: 0,
  offline: false,
  tokenExpired: false,
};

interface Injected {
  network: number;
  server: number;
  unauthenticated: number;
}

const endpoint = () => `${window.location.origin}/api/__mock/faults`;

function bodyOf(form: FaultForm, extraRules: unknown[] = []) {
  return {
    latency_ms: { min: 0, max: form.latencyMs },
    network_error_rate: form.networkPercent / 100,
    server_error_rate: form.serverPercent / 100,
    unauthenticated_rate: form.unauthenticatedPercent / 100,
    offline: form.offline,
    token_expired: form.tokenExpired,
    rules: extraRules,
  };
}

const clampPercent = (value: number) =>
  Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));

/** The panel's form, loaded when the panel first opens. */
export function FaultsPanelBody() {
  const [form, setForm] = useState<FaultForm>(NONE);
  const [injected, setInjected] = useState<Injected | null>(null);
  const [message, setMessage] = useState('');
  const headingId = useId();

  async function send(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<void> {
    try {
      // Opened with ?faults=1, the panel can be used before the mock has started.
      const response = await demoFetch(endpoint(), {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Mock-Control': '1' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as { injected?: Injected };
      if (json.injected) setInjected(json.injected);
      if (!response.ok) setMessage(`The mock refused the settings (HTTP ${response.status}).`);
    } catch {
      setMessage('The mock did not answer.');
    }
  }

  const set = <K extends keyof FaultForm>(key: K, value: FaultForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function apply(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    await send('POST', bodyOf(form));
    await send('GET');
    setMessage('Faults applied.');
  }

  async function unauthorizeNext(): Promise<void> {
    await send('POST', bodyOf(form, [{ kind: 'unauthenticated', times: 1 }]));
    setMessage('The next request answers 401.');
  }

  async function clear(): Promise<void> {
    setForm(NONE);
    await send('DELETE');
    setMessage('No faults.');
  }

  const number = (
    label: string,
    key: 'latencyMs' | 'networkPercent' | 'serverPercent' | 'unauthenticatedPercent',
    max: number,
  ) => (
    <>
      <label htmlFor={`${headingId}-${key}`}>{label}</label>
      <input
        id={`${headingId}-${key}`}
        type="number"
        min={0}
        max={max}
        value={form[key]}
        onChange={(event) => {
          const value = Number(event.target.value);
          set(key, key === 'latencyMs' ? Math.max(0, value || 0) : clampPercent(value));
        }}
      />
    </>
  );

  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Faults (developer)</h2>
      <form onSubmit={(event) => void apply(event)}>
        <div className={styles.grid}>
          {number('Latency up to (ms)', 'latencyMs', 60_000)}
          {number('Network errors (%)', 'networkPercent', 100)}
          {number('Server errors 500 (%)', 'serverPercent', 100)}
          {number('Expired session 401 (%)', 'unauthenticatedPercent', 100)}
        </div>
        <div className={styles.checks}>
          <label>
            <input
              type="checkbox"
              checked={form.offline}
              onChange={(event) => set('offline', event.target.checked)}
            />{' '}
            Offline (every request fails)
          </label>
          <label>
            <input
              type="checkbox"
              checked={form.tokenExpired}
              onChange={(event) => set('tokenExpired', event.target.checked)}
            />{' '}
            Token expired (401 until you sign in again)
          </label>
        </div>
        <div className={styles.actions}>
          <Button type="submit" size="sm" variant="primary">
            Apply faults
          </Button>
          <Button size="sm" onClick={() => void unauthorizeNext()}>
            401 on the next request
          </Button>
          <Button size="sm" onClick={() => void clear()}>
            Clear faults
          </Button>
          <Button size="sm" onClick={() => setFaultsPanelOpen(false)}>
            Close
          </Button>
        </div>
      </form>
      <p className={styles.status} role="status">
        {message}
        {injected
          ? ` Injected so far: ${injected.network} network, ${injected.server} × 500, ${injected.unauthenticated} × 401.`
          : ''}
      </p>
    </aside>
  );
}
