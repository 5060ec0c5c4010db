import { delay, HttpResponse } from 'msw';
import type { MockService } from '../service';
import { decideFault } from './fault-plan';

/** Applies the service's fault settings to a request: a delay, then maybe a failure. */
export async function injectFault(
  service: MockService,
  request: Request,
): Promise<Response | null> {
  const path = new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '');
  const decision = decideFault(service.faults, { method: request.method, path });
  if (decision.delayMs > 0) await delay(decision.delayMs);
  switch (decision.fault) {
    case 'network':
      return HttpResponse.error();
    case 'server':
      return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
    case 'unauthenticated':
      return HttpResponse.json({ error: 'Unauthenticated.' }, { status: 401 });
    default:
      return null;
  }
}
