import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/TextField';
import { countText } from '@/lib/plural';
import {
  apiBaseUrlOf,
  useConnectionActions,
  useSessionExpired,
  useSignedInConnection,
} from '../connection/connection-store';
import { DEMO_USERS, isDemoToken } from '../connection/demo-users';
import { signInAgain, type OtherUser } from './sign-in-again';

/**
 * Shown over the page when the server answers 401. Nothing underneath unmounts, so what the user
 * typed stays; the writes made meanwhile wait (paused, marked unsaved). After signing in they
 * go out in order with the new token and the data is fetched again (`signInAgain`). A token of
 * someone else is refused while writes wait: they are never sent under another person's name.
 */
export function SessionExpiredDialog() {
  const expired = useSessionExpired();
  const connection = useSignedInConnection();
  const { connectToServer, switchToDemo } = useConnectionActions();
  const queryClient = useQueryClient();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [otherUser, setOtherUser] = useState<{ outcome: OtherUser; token: string } | null>(null);
  const demoSelectId = useId();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const chosen = connection.kind === 'demo' ? token || connection.token : token.trim();
    if (chosen === '') {
      setError('Enter your access token.');
      return;
    }
    setError(null);
    setOtherUser(null);
    const outcome = await signInAgain({
      queryClient,
      token: chosen,
      apiBaseUrl: apiBaseUrlOf(connection, window.location.origin),
      demoApiBaseUrl: connection.kind === 'demo' ? `${window.location.origin}/api` : null,
    });
    if (outcome.kind === 'other-user') {
      setOtherUser({ outcome, token: chosen });
      setError(
        `This token signs in ${outcome.signingIn.name}, but the ${countText(outcome.pendingWrites, 'unsaved change', 'unsaved changes')} here ${outcome.pendingWrites === 1 ? 'is' : 'are'} ${outcome.owner.name}'s. Sign in as ${outcome.owner.name} to send ${outcome.pendingWrites === 1 ? 'it' : 'them'}.`,
      );
      return;
    }
    setToken('');
  }

  /**
   * Start over as the other person: a new session. The first person's waiting writes stay in
   * the outbox under their name (never sent as the other), offered back when they sign in.
   */
  function continueAsOtherUser(chosen: string): void {
    setOtherUser(null);
    setToken('');
    setError(null);
    if (connection.kind === 'demo') {
      if (isDemoToken(chosen)) switchToDemo(chosen);
    } else {
      connectToServer({
        baseUrl: connection.baseUrl,
        token: chosen,
        stayForTab: connection.stayForTab,
      });
    }
  }

  return (
    <Dialog
      open={expired}
      title="Sign in again"
      description="Your session has expired. Sign in to continue; nothing you typed is lost."
      dismissible={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
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
            {error ? <span role="alert"> {error}</span> : null}
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
        {otherUser ? (
          <Button variant="danger" onClick={() => continueAsOtherUser(otherUser.token)}>
            Keep them for {otherUser.outcome.owner.name} and continue as{' '}
            {otherUser.outcome.signingIn.name}
          </Button>
        ) : null}
      </form>
    </Dialog>
  );
}
