/**
 * The embedded demo: the mock service in a service worker (MSW), loaded as its own chunk and
 * only when the app runs on the demo connection.
 */
export interface DemoControl {
  reset: (size?: number) => Promise<void>;
  stop: () => void;
}

let control: DemoControl | null = null;

/**
 * Starts the demo. `?seed=N` in `location` replaces board 1 with a generated board of N cards;
 * the parameter is then taken out of the address (history.replaceState), so a reload, a
 * bookmark or a card link copied afterwards does not generate the board again over the
 * user's changes.
 */
export async function startDemoMock(location: Location): Promise<DemoControl> {
  if (control) return control;
  const { startMockWorker } = await import('@/mock/browser/start-worker');
  const seed = takeSeedParameter(location);
  control = await startMockWorker(seed === null ? {} : { seedSize: seed });
  return control;
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
}

export function demoControl(): DemoControl | null {
  return control;
}
