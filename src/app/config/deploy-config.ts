/**
 * How this build is deployed: which service it talks to and whether the embedded demo is
 * offered. Read at start from the build's environment (`VITE_API_BASE_URL`, `VITE_DEMO`) and
 * from a `config.json` served beside `index.html`, which wins field by field, so one build can
 * serve many deployments (README, "Deploying for your team").
 */
export interface DeployConfig {
  /** The API root of the team's service; null lets the person choose (or use the demo). */
  apiBaseUrl: string | null;
  /** Whether the embedded demo is offered. */
  demo: boolean;
}

/** What a deployment may set; an absent field keeps the build's value. */
export interface DeploySettings {
  apiBaseUrl?: string | null;
  demo?: boolean;
}

export type ConfigResult = { ok: true; settings: DeploySettings } | { ok: false; message: string };

export const RUNTIME_CONFIG_PATH = '/config.json';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** The build's environment: `VITE_API_BASE_URL` and `VITE_DEMO` (`on`/`off`). */
export function settingsFromEnv(env: Record<string, unknown>): ConfigResult {
  const settings: DeploySettings = {};
  const url = env['VITE_API_BASE_URL'];
  if (typeof url === 'string' && url.trim() !== '') {
    if (!isHttpUrl(url.trim())) {
      return { ok: false, message: `VITE_API_BASE_URL is not an http(s) URL: ${url}` };
    }
    settings.apiBaseUrl = trimSlashes(url.trim());
  }
  const demo = env['VITE_DEMO'];
  if (typeof demo === 'string' && demo.trim() !== '') {
    const value = demo.trim().toLowerCase();
    if (value !== 'on' && value !== 'off') {
      return { ok: false, message: `VITE_DEMO must be "on" or "off", not "${demo}"` };
    }
    settings.demo = value === 'on';
  }
  return { ok: true, settings };
}

/** `config.json`: `{"apiBaseUrl": "https://…/api" | null, "demo": true | false}`, both optional. */
export function settingsFromJson(value: unknown): ConfigResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'config.json must hold a JSON object.' };
  }
  const record = value as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter((key) => key !== 'apiBaseUrl' && key !== 'demo');
  if (unknownKeys.length > 0) {
    return { ok: false, message: `config.json has unknown keys: ${unknownKeys.join(', ')}.` };
  }
  const settings: DeploySettings = {};
  if ('apiBaseUrl' in record) {
    const url = record['apiBaseUrl'];
    if (url === null || url === '') settings.apiBaseUrl = null;
    else if (typeof url === 'string' && isHttpUrl(url.trim()))
      settings.apiBaseUrl = trimSlashes(url.trim());
    else return { ok: false, message: 'config.json: apiBaseUrl must be an http(s) URL or null.' };
  }
  if ('demo' in record) {
    if (typeof record['demo'] !== 'boolean') {
      return { ok: false, message: 'config.json: demo must be true or false.' };
    }
    settings.demo = record['demo'];
  }
  return { ok: true, settings };
}

/**
 * The runtime file wins over the build, field by field. The demo is offered by default only
 * when no service is configured: a deployment for a team never shows it unless told to.
 */
export function resolveDeployConfig(build: DeploySettings, runtime: DeploySettings): DeployConfig {
  const apiBaseUrl =
    runtime.apiBaseUrl !== undefined ? runtime.apiBaseUrl : (build.apiBaseUrl ?? null);
  const demo = runtime.demo ?? build.demo ?? apiBaseUrl === null;
  return { apiBaseUrl, demo };
}

/**
 * Fetches `config.json` beside the app. A missing file (404, or the static server's HTML
 * fallback) means "no runtime settings"; a file that is there but wrong is an error the
 * deployer must see, never a silent fall back to the demo.
 */
export async function fetchRuntimeSettings(
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchFn(RUNTIME_CONFIG_PATH, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    // The app's own origin did not answer: the page itself came from somewhere, so treat the
    // file as absent rather than blocking the start.
    return { ok: true, settings: {} };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json')) return { ok: true, settings: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    return { ok: false, message: 'config.json is not valid JSON.' };
  }
  return settingsFromJson(parsed);
}

export async function loadDeployConfig(
  env: Record<string, unknown>,
  fetchFn?: typeof fetch,
): Promise<{ ok: true; config: DeployConfig } | { ok: false; message: string }> {
  const build = settingsFromEnv(env);
  if (!build.ok) return build;
  const runtime = await fetchRuntimeSettings(fetchFn);
  if (!runtime.ok) return runtime;
  return { ok: true, config: resolveDeployConfig(build.settings, runtime.settings) };
}
