import { t } from '@/lib/i18n/translate';

export interface ConnectionInput {
  baseUrl: string;
  token: string;
}

export type ConnectionErrors = Partial<Record<keyof ConnectionInput, string>>;

/** Checks the "connect to a server" form; returns an error per field, or none. */
export function validateConnection(input: ConnectionInput): ConnectionErrors {
  const errors: ConnectionErrors = {};
  const baseUrl = input.baseUrl.trim();
  if (baseUrl === '') {
    errors.baseUrl = t(
      'connect.baseUrlMissing',
      'Enter the API base URL, for example https://boards.example.com/api.',
    );
  } else {
    try {
      const url = new URL(baseUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        errors.baseUrl = t(
          'connect.baseUrlScheme',
          'The base URL must start with http:// or https://.',
        );
      }
    } catch {
      errors.baseUrl = t('connect.baseUrlInvalid', 'This is not a valid URL.');
    }
  }
  if (input.token.trim() === '')
    errors.token = t('signIn.tokenMissing', 'Enter your access token.');
  else if (/\s/.test(input.token.trim()))
    errors.token = t('connect.tokenSpaces', 'A token has no spaces.');
  return errors;
}
