import { describe, expect, it } from 'vitest';
import { decideFault, NO_FAULTS, type FaultSettings } from './fault-plan';

const request = { method: 'PATCH', path: '/boards/1/cards/12' };

function settings(overrides: Partial<FaultSettings>): FaultSettings {
  return { ...NO_FAULTS, rules: [], ...overrides };
}

describe('decideFault', () => {
  it('lets everything through by default', () => {
    expect(decideFault(NO_FAULTS, request, () => 0)).toEqual({ delayMs: 0, fault: null });
  });

  it('fails matching requests a set number of times, then stops', () => {
    const plan = settings({
      rules: [{ method: 'PATCH', path: '/cards/', kind: 'server', times: 1 }],
    });
    expect(decideFault(plan, { method: 'GET', path: '/boards/1' }).fault).toBeNull();
    expect(decideFault(plan, request).fault).toBe('server');
    expect(decideFault(plan, request).fault).toBeNull();
  });

  it('splits the random roll into network, server and 401 shares', () => {
    const plan = settings({
      networkErrorRate: 0.1,
      serverErrorRate: 0.1,
      unauthenticatedRate: 0.05,
    });
    expect(decideFault(plan, request, () => 0.05).fault).toBe('network');
    expect(decideFault(plan, request, () => 0.15).fault).toBe('server');
    expect(decideFault(plan, request, () => 0.22).fault).toBe('unauthenticated');
    expect(decideFault(plan, request, () => 0.5).fault).toBeNull();
  });

  it('answers 401 to everything while the token is expired, network errors first when offline', () => {
    expect(decideFault(settings({ tokenExpired: true }), request).fault).toBe('unauthenticated');
    expect(decideFault(settings({ tokenExpired: true, offline: true }), request).fault).toBe(
      'network',
    );
  });

  it('fails everything while offline and adds latency within the range', () => {
    expect(decideFault(settings({ offline: true }), request).fault).toBe('network');
    const slow = settings({ latencyMs: { min: 100, max: 300 } });
    expect(decideFault(slow, request, () => 0.5).delayMs).toBe(200);
  });
});
