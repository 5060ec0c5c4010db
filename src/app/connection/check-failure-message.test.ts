import { describe, expect, it } from 'vitest';
import { checkFailureErrors, suggestedApiUrl } from './check-failure-message';

const URL_ = 'https://boards.example.org';

describe('what the connection form says when the server check failed', () => {
  it('puts a refused token next to the token, everything else next to the address', () => {
    expect(checkFailureErrors({ kind: 'refused', status: 401 }, URL_)).toEqual({
      token: expect.stringMatching(/^The server refused this token/),
    });
    expect(checkFailureErrors({ kind: 'unreachable' }, `${URL_}/`)).toEqual({
      baseUrl: expect.stringMatching(
        /^No server answered at https:\/\/boards\.example\.org\. Check the address\./,
      ),
    });
    expect(checkFailureErrors({ kind: 'timeout', seconds: 8 }, URL_).baseUrl).toBe(
      'https://boards.example.org did not answer within 8 seconds. Check the address, or try again.',
    );
    expect(checkFailureErrors({ kind: 'status', status: 500 }, URL_).baseUrl).toMatch(
      /^The server answered 500 /,
    );
    expect(checkFailureErrors({ kind: 'offline' }, URL_).baseUrl).toMatch(/offline/);
  });

  it('names the path to try when the address is not the API', () => {
    expect(checkFailureErrors({ kind: 'not-api', status: 404 }, URL_).baseUrl).toBe(
      'https://boards.example.org answered, but it is not a Project Board API (no /me). Check the path, for example https://boards.example.org/api.',
    );
    expect(checkFailureErrors({ kind: 'not-a-user', status: 200 }, URL_).baseUrl).toMatch(
      /not as a Project Board API.*for example https:\/\/boards\.example\.org\/api\.$/,
    );
    expect(suggestedApiUrl('https://x.test/api/')).toBe('https://boards.example.com/api');
    expect(suggestedApiUrl('https://x.test/v2/')).toBe('https://x.test/v2/api');
  });
});
