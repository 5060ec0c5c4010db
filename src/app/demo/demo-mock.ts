/**
 * The embedded demo: the mock service in a (Shared)Worker, loaded as its own chunk and only when
 * the app runs on the demo connection. No service worker is involved: the page's API requests
 * go to the mock through `demoFetch`.
 */
export interface DemoControl {
  reset: (size?: number) => Promise<void>;
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  stop: () => void;
}

let control: DemoControl | null = null;
let starting: Promise<DemoControl> | null = null;

/**
 * Starts the demo. `?seed=N` in `location` replaces board 1 with a generated board of N cards;
 * the parameter is then taken out of the address (history.replaceState), so a reload, a
 * bookmark or a card link copied afterwards does not generate the board again over the
 * user's changes.
 */
export function startDemoMock(location: Location): Promise<DemoControl> {
  if (starting) return starting;
  const seed = takeSeedParameter(location);
  const run = import('@/mock/browser/start-worker')
    .then(({ startMockWorker }) => startMockWorker(seed === null ? {} : { seedSize: seed }))
    .then((started) => {
      // Left for a server while it was starting: it must not answer that server's requests.
      if (starting !== run) started.stop();
      else control = started;
      return started;
    });
  starting = run;
  // A failed start can be tried again (the connection screen's "Use the demo").
  run.catch(() => {
    if (starting === run) starting = null;
  });
  return run;
}

/**
 * Settles once the demo's mock has started (at once when it is not starting): the page renders
 * without waiting for it (a saved board copy paints first), and its requests wait here.
 */
export function demoStarted(): Promise<unknown> {
  return starting ? starting.catch(() => undefined) : Promise.resolve();
}

/**
 * The demo's `fetch`: waits for the mock's start, then asks the mock; once the demo was left for
 * a server (stopped), the network.
 */
export async function demoFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  await demoStarted();
  return control ? control.fetch(input, init) : globalThis.fetch(input, init);
}

function takeSeedParameter(location: Location): number | null {
  const params = new URLSearchParams(location.search);
  if (!params.has('seed')) return null;
  const seed = Number(params.get('seed'));
  params.delete('seed');
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
  return Number.isInteger(seed) && seed > 0 ? seed : null;
}

/** Stops the demo so API calls reach the real server the user connected to. */
export function stopDemoMock(): void {
  control?.stop();
  control = null;
  starting = null;
}

export function demoControl(): DemoControl | null {
  return control;
}
