import type { MouseEvent } from 'react';
import { t } from '@/lib/i18n/translate';
import { saveBlob } from '@/lib/save-file';
import { isApiError } from '../http/errors';
import { apiPathOf, getFileAt } from '../extensions/drive';
import { useApiClient } from './api-client-context';

/**
 * A click on a link to a file on the API (a card's file, an export): a plain link would reach
 * the server without the token (a 401), and in the demo no server at all. The click reads the
 * bytes through the API client instead and saves them under `name`; a link elsewhere (a signed
 * URL on another host) opens as it is. A failed read is told to `onError` as a sentence.
 */
export function useApiFileDownload(onError: (message: string) => void) {
  const client = useApiClient();
  return (event: MouseEvent<HTMLAnchorElement>, url: string, name: string): void => {
    const path = apiPathOf(client, url);
    if (path === null) return;
    event.preventDefault();
    getFileAt(client, path).then(
      (blob) => saveBlob(name, blob),
      (error: unknown) =>
        onError(
          t('card.files.downloadFailed', 'Could not download {name}: {reason}', {
            name,
            reason: isApiError(error)
              ? error.message
              : t('error.noAnswer', 'the server did not answer'),
          }),
        ),
    );
  };
}
