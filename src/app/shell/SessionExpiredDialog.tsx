import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/TextField';
import { useConnection, useSessionExpired } from '../connection/connection-store';
import { DEMO_USERS, isDemoToken } from '../connection/demo-users';
import { signInAgain } from './sign-in-again';

/**
 * Shown over the page when the server answers 401. Nothing underneath unmounts, so what the user
 * typed stays; the writes made meanwhile wait (paused, marked unsaved). After signing in they
 * go out in order with the new token and the data is fetched again (`signInAgain`).
 */
export function SessionExpiredDialog() {
  const expired = useSessionExpired();
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const demoSelectId = useId();

  function submit(event: FormEvent): void {
    event.preventDefault();
    const chosen = connection.kind === 'demo' ? token || connection.token : token.trim();
    if (chosen === '') {
      setError('Enter your access token.');
      return;
    }
    setToken('');
    setError(null);
    void signInAgain({
      queryClient,
      token: chosen,
      demoApiBaseUrl: connection.kind === 'demo' ? `${window.location.origin}/api` : null,
    });
  }

  return (
    <Dialog
      open={expired}
      title="Sign in again"
      description="Your session has expired. Sign in to continue; nothing you typed is lost."
      dismissible={false}
    >
      <form onSubmit={submit} noValidate>
        {connection.kind === 'demo' ? (
          <p>
            <label htmlFor={demoSelectId}>Demo user </label>
            <select
              id={demoSelectId}
              value={token || connection.token}
              onChange={(event) => {
                if (isDemoToken(event.target.value)) setToken(event.target.value);
              }}
            >
              {DEMO_USERS.map((user) => (
                <option key={user.token} value={user.token}>
                  {user.name}
                </option>
              ))}
            </select>
          </p>
        ) : (
          <TextField
            label="Access token"
            type="password"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            error={error}
            autoComplete="off"
          />
        )}
        <Button type="submit" variant="primary">
          Sign in
        </Button>
      </form>
    </Dialog>
  );
}
