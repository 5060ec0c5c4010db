import { describe, expect, it } from 'vitest';
import {
  fetchRuntimeSettings,
  loadDeployConfig,
  resolveDeployConfig,
  settingsFromEnv,
  settingsFromJson,
} from './deploy-config';

const jsonResponse = (body: string, type = 'application/json', status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': type } });
const fetchReturning = (response: Response | Error): typeof fetch => {
  return () => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response));
};

describe('deployment settings from the build', () => {
  it('reads VITE_API_BASE_URL and VITE_DEMO', () => {
    expect(
      settingsFromEnv({ VITE_API_BASE_URL: ' https://boards.example.com/api/ ', VITE_DEMO: 'OFF' }),
    ).toEqual({
      ok: true,
      settings: { apiBaseUrl: 'https://boards.example.com/api', demo: false },
    });
    expect(settingsFromEnv({})).toEqual({ ok: true, settings: {} });
  });

  it('refuses a URL that is not http(s) and a demo value that is not on/off', () => {
    expect(settingsFromEnv({ VITE_API_BASE_URL: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
    });
    expect(settingsFromEnv({ VITE_DEMO: 'maybe' })).toMatchObject({ ok: false });
  });
});

describe('deployment settings from config.json', () => {
  it('reads apiBaseUrl and demo, both optional', () => {
    expect(settingsFromJson({ apiBaseUrl: 'http://127.0.0.1:4010/api', demo: true })).toEqual({
      ok: true,
      settings: { apiBaseUrl: 'http://127.0.0.1:4010/api', demo: true },
    });
    expect(settingsFromJson({ apiBaseUrl: null })).toEqual({
      ok: true,
      settings: { apiBaseUrl: null },
    });
    expect(settingsFromJson({})).toEqual({ ok: true, settings: {} });
  });

  it.each([
    [[], 'must hold a JSON object'],
    [{ apiBaseUrl: 'ftp://x' }, 'apiBaseUrl'],
    [{ demo: 'no' }, 'demo'],
    [{ apiBaseURL: 'https://typo.example' }, 'unknown keys: apiBaseURL'],
  ])('says what is wrong with %j', (value, message) => {
    const result = settingsFromJson(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('resolving a deployment', () => {
  it('lets config.json win over the build, field by field', () => {
    expect(
      resolveDeployConfig(
        { apiBaseUrl: 'https://build.example/api', demo: true },
        { apiBaseUrl: 'https://runtime.example/api' },
      ),
    ).toEqual({ apiBaseUrl: 'https://runtime.example/api', demo: true });
    expect(
      resolveDeployConfig({ apiBaseUrl: 'https://build.example/api' }, { apiBaseUrl: null }),
    ).toEqual({ apiBaseUrl: null, demo: true });
  });

  it('offers the demo by default only when no service is configured', () => {
    expect(resolveDeployConfig({}, {})).toEqual({ apiBaseUrl: null, demo: true });
    expect(resolveDeployConfig({ apiBaseUrl: 'https://team.example/api' }, {})).toEqual({
      apiBaseUrl: 'https://team.example/api',
      demo: false,
    });
    expect(resolveDeployConfig({}, { demo: false })).toEqual({ apiBaseUrl: null, demo: false });
  });
});

describe('fetching config.json', () => {
  it('treats a missing file (404, or the static server answering with index.html) as no settings', async () => {
    expect(await fetchRuntimeSettings(fetchReturning(jsonResponse('', 'text/plain', 404)))).toEqual(
      { ok: true, settings: {} },
    );
    expect(
      await fetchRuntimeSettings(fetchReturning(jsonResponse('<!doctype html>', 'text/html'))),
    ).toEqual({ ok: true, settings: {} });
    expect(await fetchRuntimeSettings(fetchReturning(new TypeError('offline')))).toEqual({
      ok: true,
      settings: {},
    });
  });

  it('reports a file that is there but not JSON', async () => {
    expect(await fetchRuntimeSettings(fetchReturning(jsonResponse('{"demo": fal')))).toEqual({
      ok: false,
      message: 'config.json is not valid JSON.',
    });
  });

  it('combines the build and the file', async () => {
    const result = await loadDeployConfig(
      { VITE_DEMO: 'on' },
      fetchReturning(jsonResponse('{"apiBaseUrl": "https://team.example/api"}')),
    );
    expect(result).toEqual({
      ok: true,
      config: { apiBaseUrl: 'https://team.example/api', demo: true },
    });
  });
});
