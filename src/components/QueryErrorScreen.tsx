import type { ReactNode } from 'react';
import { isApiError } from '@/api/http/errors';
import { Button } from './Button';
import { ErrorScreen } from './ErrorScreen';

interface QueryErrorScreenProps {
  error: unknown;
  /** What failed to load, e.g. "this board". */
  subject: string;
  onRetry?: () => void;
  actions?: ReactNode;
}

/** The screen for a page whose data could not load: 403, 404, network and server failures. */
export function QueryErrorScreen({ error, subject, onRetry, actions }: QueryErrorScreenProps) {
  const retry = onRetry ? (
    <Button variant="primary" onClick={onRetry}>
      Try again
    </Button>
  ) : null;

  if (isApiError(error)) {
    switch (error.kind) {
      case 'forbidden':
        return (
          <ErrorScreen title="No access" actions={actions}>
            <p>You do not have access to {subject}. Ask a board manager to add you.</p>
          </ErrorScreen>
        );
      case 'not_found':
        return (
          <ErrorScreen title="Not found" actions={actions}>
            <p>We could not find {subject}. It may have been deleted or the link is wrong.</p>
          </ErrorScreen>
        );
      case 'unauthenticated':
        return (
          <ErrorScreen title="Signed out" actions={actions}>
            <p>Your session has ended. Sign in again to see {subject}.</p>
          </ErrorScreen>
        );
      case 'network':
        return (
          <ErrorScreen
            title="Cannot reach the server"
            actions={
              <>
                {retry}
                {actions}
              </>
            }
          >
            <p>Check your connection, then try again.</p>
          </ErrorScreen>
        );
      default:
        break;
    }
  }
  return (
    <ErrorScreen
      title="Something went wrong"
      actions={
        <>
          {retry}
          {actions}
        </>
      }
    >
      <p>We could not load {subject}.</p>
    </ErrorScreen>
  );
}
