import type { ReactNode } from 'react';
import { isApiError } from '@/api/http/errors';
import { Button } from './Button';
import { ErrorScreen } from './ErrorScreen';
import { t } from '@/lib/i18n/translate';

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
      {t('common.tryAgain', 'Try again')}
    </Button>
  ) : null;

  if (isApiError(error)) {
    switch (error.kind) {
      case 'forbidden':
        return (
          <ErrorScreen title={t('error.screen.forbidden', 'No access')} actions={actions}>
            <p>
              {t(
                'error.screen.forbiddenText',
                'You do not have access to {subject}. Ask a board manager to add you.',
                { subject },
              )}
            </p>
          </ErrorScreen>
        );
      case 'not_found':
        return (
          <ErrorScreen title={t('error.screen.notFound', 'Not found')} actions={actions}>
            <p>
              {t(
                'error.screen.notFoundText',
                'We could not find {subject}. It may have been deleted or the link is wrong.',
                { subject },
              )}
            </p>
          </ErrorScreen>
        );
      case 'unauthenticated':
        return (
          <ErrorScreen title={t('error.screen.signedOut', 'Signed out')} actions={actions}>
            <p>
              {t(
                'error.screen.signedOutText',
                'Your session has ended. Sign in again to see {subject}.',
                {
                  subject,
                },
              )}
            </p>
          </ErrorScreen>
        );
      case 'network':
        return (
          <ErrorScreen
            title={t('error.screen.network', 'Cannot reach the server')}
            actions={
              <>
                {retry}
                {actions}
              </>
            }
          >
            <p>{t('error.screen.networkText', 'Check your connection, then try again.')}</p>
          </ErrorScreen>
        );
      default:
        break;
    }
  }
  return (
    <ErrorScreen
      title={t('error.screen.other', 'Something went wrong')}
      actions={
        <>
          {retry}
          {actions}
        </>
      }
    >
      <p>{t('error.screen.otherText', 'We could not load {subject}.', { subject })}</p>
    </ErrorScreen>
  );
}
