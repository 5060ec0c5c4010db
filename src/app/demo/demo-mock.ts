/**
 * The embedded demo: the mock service in a service worker (MSW), loaded as its own chunk and
 * only when the app runs on the demo connection.
 */
export interface DemoControl {
  reset: (size?: number) => Promise<void>;
  stop: () => void;
}

let control: DemoControl | null = null;

export async function startDemoMock(search: string): Promise<DemoControl> {
  if (control) return control;
  const { startMockWorker } = await import('@/mock/browser/start-worker');
  const seed = Number(new URLSearchParams(search).get('seed'));
  control = await startMockWorker(Number.isInteger(seed) && seed > 0 ? { seedSize: seed } : {});
  return control;
}

/** Stops the demo so API calls reach the real server the user connected to. */
export function stopDemoMock(): void {
  control?.stop();
  control = null;
}

export function demoControl(): DemoControl | null {
  return control;
}
