import { t } from '@/lib/i18n/translate';
import type { ServerCheckFailure } from './check-server';
import type { ConnectionErrors } from './validate-connection';

const EXAMPLE_API_URL = 'https://boards.example.com/api';

/** The address to suggest when `baseUrl` is not the API: the same with `/api`, unless it has it. */
export function suggestedApiUrl(baseUrl: string): string {
  const url = baseUrl.replace(/\/+$/, '');
  return /\/api$/.test(url) ? EXAMPLE_API_URL : `${url}/api`;
}

/**
 * What the connection form says when the server check failed, next to the field to fix: the
 * token when the server refused it, else the address. `baseUrl` is the address as checked.
 */
export function checkFailureErrors(failure: ServerCheckFailure, baseUrl: string): ConnectionErrors {
  const url = baseUrl.replace(/\/+$/, '');
  switch (failure.kind) {
    case 'offline':
      return {
        baseUrl: t(
          'connect.check.offline',
          'This device is offline, so {url} could not be checked. Connect to a network and try again.',
          { url },
        ),
      };
    case 'unreachable':
      return {
        baseUrl: t(
          'connect.check.unreachable',
          'No server answered at {url}. Check the address. If it is right, the server may be down or may not accept requests from this page (CORS).',
          { url },
        ),
      };
    case 'timeout':
      return {
        baseUrl: t(
          'connect.check.timeout',
          '{url} did not answer within {seconds} seconds. Check the address, or try again.',
          { url, seconds: failure.seconds },
        ),
      };
    case 'refused':
      return {
        token: t(
          'connect.check.refused',
          'The server refused this token (HTTP {status}). Check it, or ask for a new one.',
          { status: String(failure.status) },
        ),
      };
    case 'not-api':
      return {
        baseUrl: t(
          'connect.check.notApi',
          '{url} answered, but it is not a Project Board API (no /me). Check the path, for example {example}.',
          { url, example: suggestedApiUrl(url) },
        ),
      };
    case 'not-a-user':
      return {
        baseUrl: t(
          'connect.check.notAUser',
          '{url} answered, but not as a Project Board API: its /me is not a user. Check the path, for example {example}.',
          { url, example: suggestedApiUrl(url) },
        ),
      };
    case 'status':
      return {
        baseUrl: t(
          'connect.check.status',
          'The server answered {status} when asked who this token belongs to ({url}/me). Try again in a moment; if it keeps failing, the server has a problem.',
          { url, status: String(failure.status) },
        ),
      };
  }
}
