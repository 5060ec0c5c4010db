import { delay, HttpResponse } from 'msw';
import type { MockService } from '../service';
import { seededRandom } from '@/lib/seeded-random';
import { decideFault, type FaultKind } from './fault-plan';

export type FaultCounts = Record<FaultKind, number>;

const counts = new WeakMap<MockService, FaultCounts>();
/**
 * One generator per service, started from the seed when faults are set (`restartFaultDraws`),
 * and kept across other changes of the settings (a sign-in ending an expired token), so the
 * draws go on instead of repeating.
 */
const generators = new WeakMap<MockService, { seed: number; next: () => number }>();

function randomFor(service: MockService): () => number {
  const { seed } = service.faults;
  if (seed === null) return Math.random;
  let entry = generators.get(service);
  if (entry?.seed !== seed) {
    entry = { seed, next: seededRandom(seed) };
    generators.set(service, entry);
  }
  return entry.next;
}

/** New fault settings were set: a seeded plan starts its draws from the seed again. */
export function restartFaultDraws(service: MockService): void {
  generators.delete(service);
}

/** How many faults of each kind the service has injected since it started (or was reset). */
export function injectedFaults(service: MockService): FaultCounts {
  let entry = counts.get(service);
  if (!entry) {
    entry = { network: 0, server: 0, unauthenticated: 0, forbidden: 0, hang: 0 };
    counts.set(service, entry);
  }
  return entry;
}

export function resetInjectedFaults(service: MockService): void {
  counts.delete(service);
}

/** Applies the service's fault settings to a request: a delay, then maybe a failure. */
export async function injectFault(
  service: MockService,
  request: Request,
): Promise<Response | null> {
  const path = new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '');
  const decision = decideFault(
    service.faults,
    { method: request.method, path },
    randomFor(service),
  );
  if (decision.delayMs > 0) await delay(decision.delayMs);
  if (decision.fault) injectedFaults(service)[decision.fault] += 1;
  switch (decision.fault) {
    case 'network':
      return HttpResponse.error();
    case 'server':
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    case 'unauthenticated':
      return HttpResponse.json({ error: 'Unauthenticated.' }, { status: 401 });
    case 'forbidden':
      return HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 });
    case 'hang':
      // Never answers; the client's timeout ends the request (its abort drops the wait).
      await delay('infinite');
      return null;
    default:
      return null;
  }
}
