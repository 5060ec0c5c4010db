import { describe, expect, it } from 'vitest';
import { idSchema } from '../schemas/primitives';
import { object, unknown } from '../schemas/shape';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { createApiClient } from './client';
import { ApiError, apiErrorFromResponse, fieldError, isApiError, isUnsupported } from './errors';

const anything = unknown();

function clientAnswering(response: () => Response | Promise<Response>) {
  const { fetchFn } = fakeFetch(response);
  return createApiClient({ baseUrl: 'https://api.test/api', token: 'secret-token', fetchFn });
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

async function apiFailure(response: Response, extension = false): Promise<ApiError> {
  const client = clientAnswering(() => response);
  const error = await failureOf(
    client.request({ method: 'GET', path: '/x', schema: anything, extension }),
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('error mapping', () => {
  it('401 {error} is unauthenticated', async () => {
    const error = await apiFailure(jsonResponse({ error: 'Unauthenticated.' }, 401));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      message: 'Unauthenticated.',
    });
  });

  it('403 {message} is forbidden', async () => {
    const error = await apiFailure(jsonResponse({ message: 'This action is unauthorized.' }, 403));
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      message: 'This action is unauthorized.',
    });
  });

  it('404 {message} is not_found; unsupported only on an extension', async () => {
    const core = await apiFailure(jsonResponse({ message: 'Card not found.' }, 404));
    expect(core).toMatchObject({ kind: 'not_found', status: 404, message: 'Card not found.' });
    expect(isUnsupported(core)).toBe(false);

    const extension = await apiFailure(jsonResponse({ message: 'Not Found' }, 404), true);
    expect(extension).toMatchObject({ kind: 'not_found', status: 404, extension: true });
    expect(isUnsupported(extension)).toBe(true);
  });

  it('405 is not_found with status 405 and unsupported', async () => {
    const error = await apiFailure(new Response('', { status: 405 }), true);
    expect(error).toMatchObject({ kind: 'not_found', status: 405 });
    expect(error.message).toMatch(/does not support/);
    expect(isUnsupported(error)).toBe(true);
  });

  it('422 {message, errors} is validation with field errors', async () => {
    const error = await apiFailure(
      jsonResponse(
        {
          message: 'The name field is required.',
          errors: {
            name: ['The name field is required.', 'The name must be a string.'],
            'members.0.permission': ['The selected permission is invalid.'],
            odd: 'a lone string',
            junk: [1, null],
          },
        },
        422,
      ),
    );
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      message: 'The name field is required.',
    });
    expect(error.fieldErrors).toEqual({
      name: ['The name field is required.', 'The name must be a string.'],
      'members.0.permission': ['The selected permission is invalid.'],
      odd: ['a lone string'],
    });
    expect(fieldError(error, 'name')).toBe('The name field is required.');
    expect(fieldError(error, 'members.0.permission')).toBe('The selected permission is invalid.');
    expect(fieldError(error, 'color')).toBeUndefined();
    expect(fieldError(new Error('x'), 'name')).toBeUndefined();
  });

  it('422 without a message uses the first field error', () => {
    const error = apiErrorFromResponse(422, { errors: { title: ['Too long.'] } });
    expect(error.message).toBe('Too long.');
  });

  it('500 is a server error', async () => {
    const error = await apiFailure(jsonResponse({ message: 'Server Error' }, 500));
    expect(error).toMatchObject({ kind: 'server', status: 500, message: 'Server Error' });
  });

  it('other 4xx are server errors', () => {
    expect(apiErrorFromResponse(429, { message: 'Too Many Attempts.' })).toMatchObject({
      kind: 'server',
      status: 429,
    });
  });

  it('a non-JSON error body still maps by status', async () => {
    const html = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const gateway = await apiFailure(html());
    expect(gateway).toMatchObject({ kind: 'server', status: 502 });
    expect(gateway.message).toContain('502');
    expect(gateway.message).not.toContain('<html>');

    const unauthenticated = await apiFailure(new Response('nope', { status: 401 }));
    expect(unauthenticated).toMatchObject({ kind: 'unauthenticated', status: 401 });
    const invalid = await apiFailure(new Response('', { status: 422 }));
    expect(invalid).toMatchObject({ kind: 'validation', fieldErrors: {} });
  });

  it('a fetch rejection is a network error', async () => {
    const cause = new TypeError('Failed to fetch');
    const client = clientAnswering(() => Promise.reject(cause));
    const error = await failureOf(client.request({ method: 'GET', path: '/x', schema: anything }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: null });
    expect((error as ApiError).cause).toBe(cause);
  });

  it('an abort stays an abort', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      baseUrl: '/api',
      token: 't',
      fetchFn: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    });
    const pending = failureOf(
      client.request({ method: 'GET', path: '/x', schema: anything, signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('an abort reason other than an AbortError is rethrown as is', async () => {
    const controller = new AbortController();
    const reason = new Error('navigated away');
    controller.abort(reason);
    const client = createApiClient({
      baseUrl: '/api',
      token: 't',
      fetchFn: (_input, init) => Promise.reject(init?.signal?.reason),
    });
    const error = await failureOf(
      client.request({ method: 'GET', path: '/x', schema: anything, signal: controller.signal }),
    );
    expect(error).toBe(reason);
  });

  it('a success body that is not JSON is a malformed server response', async () => {
    const error = await apiFailure(new Response('<html>', { status: 200 }));
    expect(error).toMatchObject({ kind: 'server', status: 200 });
    expect(error.message).toMatch(/malformed response/);
  });

  it('a success body of the wrong shape is a malformed server response', async () => {
    const client = clientAnswering(() => jsonResponse({ name: 'no id' }));
    const error = await failureOf(
      client.request({ method: 'GET', path: '/x', schema: object({ id: idSchema }) }),
    );
    expect(error).toMatchObject({ kind: 'server', status: 200 });
    expect((error as ApiError).message).toMatch(/malformed response \(id: /);
  });

  it('never puts the token into an error', async () => {
    const error = await apiFailure(jsonResponse({ message: 'Server Error' }, 500));
    expect(JSON.stringify(error)).not.toContain('secret-token');
    expect(String(error)).not.toContain('secret-token');
    expect(error.message).not.toContain('secret-token');
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates, capped at ten minutes', async () => {
    const { parseRetryAfter } = await import('./errors');
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('999999', now)).toBe(600_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
