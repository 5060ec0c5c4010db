import { NO_FAULTS, type FaultSettings } from '../../faults/fault-plan';
import { injectedFaults, resetInjectedFaults, restartFaultDraws } from '../../faults/inject-fault';
import { ok, publicRoute, type MockRoute } from '../../http/route';
import { validate, v } from '../../http/validate';

const rate = () => v.number().nullable().min(0).max(1);

/**
 * Mock only: `POST /__mock/faults` sets the injected faults (omitted fields keep no fault),
 * `DELETE /__mock/faults` clears them, `GET` shows them with the counts injected so far.
 * `POST /__mock/session` is the demo's sign-in: it ends an expired-token fault.
 */
export const mockFaultHandlers: MockRoute[] = [
  publicRoute('get', '/__mock/faults', (ctx) =>
    ok({ ...ctx.service.faults, injected: { ...injectedFaults(ctx.service) } }),
  ),
  publicRoute('post', '/__mock/session', (ctx) => {
    ctx.service.faults = { ...ctx.service.faults, tokenExpired: false };
    return ok({ signed_in: true });
  }),
  publicRoute('post', '/__mock/faults', (ctx) => {
    const input = validate(ctx.body, {
      latency_ms: v
        .object({ min: v.integer().required().min(0), max: v.integer().required().min(0) })
        .nullable(),
      network_error_rate: rate(),
      server_error_rate: rate(),
      unauthenticated_rate: rate(),
      hang_rate: rate(),
      seed: v.integer().nullable().min(0),
      offline: v.boolean().nullable(),
      token_expired: v.boolean().nullable(),
      rules: v
        .array(
          v.object({
            method: v.oneOf(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']).nullable(),
            path: v.string().nullable(),
            kind: v.oneOf(['network', 'server', 'unauthenticated', 'forbidden', 'hang']).required(),
            times: v.integer().nullable().min(1),
          }),
        )
        .nullable(),
    });
    const settings: FaultSettings = {
      latencyMs: input.latency_ms ?? NO_FAULTS.latencyMs,
      networkErrorRate: input.network_error_rate ?? 0,
      serverErrorRate: input.server_error_rate ?? 0,
      unauthenticatedRate: input.unauthenticated_rate ?? 0,
      hangRate: input.hang_rate ?? 0,
      seed: input.seed ?? null,
      offline: input.offline ?? false,
      tokenExpired: input.token_expired ?? false,
      rules: (input.rules ?? []).map((rule) => ({
        kind: rule.kind,
        times: rule.times ?? 1,
        ...(rule.method ? { method: rule.method } : {}),
        ...(rule.path ? { path: rule.path } : {}),
      })),
    };
    ctx.service.faults = settings;
    restartFaultDraws(ctx.service);
    return ok(settings);
  }),
  publicRoute('delete', '/__mock/faults', (ctx) => {
    ctx.service.faults = { ...NO_FAULTS, rules: [] };
    resetInjectedFaults(ctx.service);
    return ok(ctx.service.faults);
  }),
];
