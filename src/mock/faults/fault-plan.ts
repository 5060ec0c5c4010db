/**
 * Fault injection for the mock (development panel, tests, benchmarks): latency, a share of
 * network errors, 500s and 401s, offline, and one-shot rules for specific requests. Kept in
 * memory only, never persisted with the data.
 */
/**
 * `network`, `server` (500) and `unauthenticated` (401) are temporary: the app retries them.
 * `forbidden` (403) is a permanent refusal, for trying the app's roll back (rules only).
 * `hang` never answers: the request stays open until the client gives up on it.
 */
export type FaultKind = 'network' | 'server' | 'unauthenticated' | 'forbidden' | 'hang';

export interface FaultRule {
  /** Upper-case HTTP method to match; any when absent. */
  method?: string;
  /** A substring of the path after `/api` (e.g. `/cards/12`); any when absent. */
  path?: string;
  kind: FaultKind;
  /** How many matching requests fail; then the rule is spent. */
  times: number;
}

export interface FaultSettings {
  /** Extra delay, uniformly between min and max milliseconds. */
  latencyMs: { min: number; max: number };
  /** Shares of requests (0..1) failing as a network error, a 500, a 401, or never answering. */
  networkErrorRate: number;
  serverErrorRate: number;
  unauthenticatedRate: number;
  hangRate: number;
  /**
   * Seeds the random draws (latency and shares), so a run replays exactly; null draws from
   * `Math.random`.
   */
  seed: number | null;
  /** Every request fails as a network error. */
  offline: boolean;
  /**
   * The session has expired: every request answers 401 until the user signs in again (the
   * demo's sign-in calls `POST /__mock/session`, which clears this).
   */
  tokenExpired: boolean;
  rules: FaultRule[];
}

export const NO_FAULTS: FaultSettings = {
  latencyMs: { min: 0, max: 0 },
  networkErrorRate: 0,
  serverErrorRate: 0,
  unauthenticatedRate: 0,
  hangRate: 0,
  seed: null,
  offline: false,
  tokenExpired: false,
  rules: [],
};

export interface FaultDecision {
  delayMs: number;
  fault: FaultKind | null;
}

/** What happens to one request. Spends a matching one-shot rule. `random` is injectable. */
export function decideFault(
  settings: FaultSettings,
  request: { method: string; path: string },
  random: () => number = Math.random,
): FaultDecision {
  const { min, max } = settings.latencyMs;
  const delayMs = max > 0 ? min + random() * Math.max(0, max - min) : 0;
  if (settings.offline) return { delayMs, fault: 'network' };
  if (settings.tokenExpired) return { delayMs, fault: 'unauthenticated' };

  const rule = settings.rules.find(
    (candidate) =>
      candidate.times > 0 &&
      (candidate.method === undefined || candidate.method === request.method) &&
      (candidate.path === undefined || request.path.includes(candidate.path)),
  );
  if (rule) {
    rule.times -= 1;
    return { delayMs, fault: rule.kind };
  }

  const roll = random();
  const network = settings.networkErrorRate;
  const server = network + settings.serverErrorRate;
  const unauthenticated = server + settings.unauthenticatedRate;
  const hang = unauthenticated + settings.hangRate;
  if (roll < network) return { delayMs, fault: 'network' };
  if (roll < server) return { delayMs, fault: 'server' };
  if (roll < unauthenticated) return { delayMs, fault: 'unauthenticated' };
  if (roll < hang) return { delayMs, fault: 'hang' };
  return { delayMs, fault: null };
}
