// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { apiPathOf } from './drive';

const client = (baseUrl: string) => createApiClient({ baseUrl, token: 't' });

describe('apiPathOf', () => {
  it('gives the path and query below the API root of a file URL the service handed out', () => {
    expect(
      apiPathOf(
        client('https://boards.test/api'),
        'https://boards.test/api/drive/files/4/content?download=1',
      ),
    ).toBe('/drive/files/4/content?download=1');
    expect(apiPathOf(client('https://boards.test/api/'), 'https://boards.test/api/x')).toBe('/x');
  });

  it('reads a relative API root (the demo, a same-origin server) against the page', () => {
    const url = new URL('/api/drive/files/4/content', globalThis.location.href).href;
    expect(apiPathOf(client('/api'), url)).toBe('/drive/files/4/content');
  });

  it('leaves a URL elsewhere to open as it is: another host, or outside the API root', () => {
    expect(apiPathOf(client('https://boards.test/api'), 'https://cdn.test/api/f/1')).toBeNull();
    expect(apiPathOf(client('https://boards.test/api'), 'https://boards.test/apix/f')).toBeNull();
    expect(apiPathOf(client('https://boards.test/api'), 'https://boards.test/files/1')).toBeNull();
  });
});
