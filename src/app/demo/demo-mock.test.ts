import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoControl, demoStarted, startDemoMock, stopDemoMock } from './demo-mock';

const started: { stopped: boolean }[] = [];
let finish: () => void = () => undefined;

vi.mock('@/mock/browser/start-worker', () => ({
  startMockWorker: () =>
    new Promise((resolve) => {
      const worker = { stopped: false };
      started.push(worker);
      finish = () =>
        resolve({
          reset: () => Promise.resolve(),
          stop: () => {
            worker.stopped = true;
          },
        });
    }),
}));

const demoLocation = { search: '', pathname: '/boards/1', hash: '' } as Location;

afterEach(() => {
  stopDemoMock();
  started.length = 0;
});

describe('the demo mock starts beside the first render', () => {
  it('lets requests wait until it has started', async () => {
    let waited = false;
    const starting = startDemoMock(demoLocation);
    const requests = demoStarted().then(() => (waited = true));
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(waited).toBe(false);
    expect(demoControl()).toBeNull();
    finish();
    await starting;
    await requests;
    expect(waited).toBe(true);
    expect(demoControl()).not.toBeNull();
  });

  it('stops a mock whose start was overtaken by leaving the demo for a server', async () => {
    const starting = startDemoMock(demoLocation);
    await vi.waitFor(() => expect(started).toHaveLength(1));
    stopDemoMock();
    await expect(demoStarted()).resolves.toBeUndefined();
    finish();
    await starting;
    expect(started[0]?.stopped).toBe(true);
    expect(demoControl()).toBeNull();
  });
});
