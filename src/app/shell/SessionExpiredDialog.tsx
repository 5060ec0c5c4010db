import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { TextField } from '@/components/TextField';
import { t, tn } from '@/lib/i18n/translate';
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
      setError(t('signIn.tokenMissing', 'Enter your access token.'));
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
        tn(
          'signIn.otherUser',
          outcome.pendingWrites,
          {
            one: "This token signs in {user}, but the {count} unsaved change here is {owner}'s. Sign in as {owner} to send it.",
            other:
              "This token signs in {user}, but the {count} unsaved changes here are {owner}'s. Sign in as {owner} to send them.",
          },
          { user: outcome.signingIn.name, owner: outcome.owner.name },
        ),
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
      title={t('signIn.again', 'Sign in again')}
      description={t(
        'signIn.expired',
        'Your session has expired. Sign in to continue; nothing you typed is lost.',
      )}
      dismissible={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        {connection.kind === 'demo' ? (
          <p>
            <label htmlFor={demoSelectId}>{t('signIn.demoUser', 'Demo user')} </label>
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
            label={t('signIn.token', 'Access token')}
            type="password"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            error={error}
            autoComplete="off"
          />
        )}
        <Button type="submit" variant="primary">
          {t('signIn.submit', 'Sign in')}
        </Button>
        {otherUser ? (
          <Button variant="danger" onClick={() => continueAsOtherUser(otherUser.token)}>
            {t('signIn.continueAs', 'Keep them for {owner} and continue as {user}', {
              owner: otherUser.outcome.owner.name,
              user: otherUser.outcome.signingIn.name,
            })}
          </Button>
        ) : null}
      </form>
    </Dialog>
  );
}
