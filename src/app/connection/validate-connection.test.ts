import { describe, expect, it } from 'vitest';
import { validateConnection } from './validate-connection';

describe('validateConnection', () => {
  it('accepts an http(s) base URL and a token', () => {
    expect(validateConnection({ baseUrl: 'https://example.com/api', token: 'abc' })).toEqual({});
    expect(validateConnection({ baseUrl: 'http://127.0.0.1:4010/api', token: 'x' })).toEqual({});
  });

  it('rejects missing, malformed and non-http URLs with a message per field', () => {
    expect(validateConnection({ baseUrl: '', token: '' })).toEqual({
      baseUrl: expect.stringContaining('Enter the API base URL'),
      token: 'Enter your access token.',
    });
    expect(validateConnection({ baseUrl: 'not a url', token: 't' }).baseUrl).toBe(
      'This is not a valid URL.',
    );
    expect(validateConnection({ baseUrl: 'javascript:alert(1)', token: 't' }).baseUrl).toBe(
      'The base URL must start with http:// or https://.',
    );
    expect(validateConnection({ baseUrl: 'https://x.test', token: 'a b' }).token).toBe(
      'A token has no spaces.',
    );
  });
});
