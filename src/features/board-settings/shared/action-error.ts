import { isApiError } from '@/api/http/errors';
import { t } from '@/lib/i18n/translate';

/**
 * What to say next to an action that failed. Validation errors for known fields are shown at
 * those fields, so they give null here; a 403 explains the missing permission.
 */
export function actionErrorMessage(
  error: unknown,
  fieldsShownAtInputs: readonly string[],
): string | null {
  if (error == null) return null;
  if (!isApiError(error))
    return error instanceof Error
      ? error.message
      : t('settings.error.unknown', 'Something went wrong.');
  switch (error.kind) {
    case 'forbidden':
      return t(
        'settings.error.forbidden',
        'You do not have permission to do this on this board (it may have just changed). Ask a board manager.',
      );
    case 'validation': {
      const keys = Object.keys(error.fieldErrors);
      const shown = keys.length > 0 && keys.every((key) => fieldsShownAtInputs.includes(key));
      return shown ? null : error.message;
    }
    case 'network':
      return t(
        'settings.error.network',
        'Could not reach the server. Your changes are kept; try again.',
      );
    default:
      return error.message;
  }
}

/** A save worth repeating as is: the network or the server failed, not the input or the rights. */
export function isRetryable(error: unknown): boolean {
  return isApiError(error) ? error.kind === 'network' || error.kind === 'server' : error != null;
}
