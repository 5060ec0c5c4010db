import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../../test/contract/harness';

describe('mock faults (mock only)', () => {
  const server = setupMockServer();

  it('fails the next matching request once, then answers normally', async () => {
    const set = await server.as('demo-manager').post('/__mock/faults', {
      rules: [{ method: 'PATCH', path: '/cards/', kind: 'server' }],
    });
    expect(set.status).toBe(200);
    const manager = server.as('demo-manager');
    expect((await manager.get('/boards/1')).status).toBe(200);
    const failed = await manager.patch('/boards/1/cards/1', { title: 'Renamed' });
    expect(failed).toMatchObject({ status: 500, body: { message: 'Server Error' } });
    expect((await manager.patch('/boards/1/cards/1', { title: 'Renamed' })).status).toBe(200);
  });

  it('refuses the next matching request with a 403 (a permanent failure)', async () => {
    const manager = server.as('demo-manager');
    await manager.post('/__mock/faults', {
      rules: [{ method: 'PATCH', path: '/cards/', kind: 'forbidden' }],
    });
    expect(await manager.patch('/boards/1/cards/1', { title: 'Renamed' })).toMatchObject({
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
    await manager.delete('/__mock/faults');
  });

  it('answers 401 for an injected expired token and clears faults on DELETE', async () => {
    await server.as('demo-manager').post('/__mock/faults', { unauthenticated_rate: 1 });
    expect(await server.as('demo-manager').get('/boards/1')).toMatchObject({
      status: 401,
      body: { error: 'Unauthenticated.' },
    });
    await server.as('demo-manager').delete('/__mock/faults');
    expect((await server.as('demo-manager').get('/boards/1')).status).toBe(200);
  });

  it('drops the connection while offline', async () => {
    await server.as('demo-manager').post('/__mock/faults', { offline: true });
    await expect(server.as('demo-manager').get('/boards/1')).rejects.toThrow();
    await server.as('demo-manager').delete('/__mock/faults');
  });

  it('keeps a token expired until the demo signs in again, and counts injected faults', async () => {
    const manager = server.as('demo-manager');
    await manager.post('/__mock/faults', { token_expired: true, latency_ms: { min: 0, max: 0 } });
    expect((await manager.get('/boards/1')).status).toBe(401);
    expect((await manager.get('/me')).status).toBe(401);
    const faults = await manager.get('/__mock/faults');
    expect(faults.body).toMatchObject({ tokenExpired: true, injected: { unauthenticated: 2 } });
    expect((await server.as(null).post('/__mock/session')).status).toBe(200);
    expect((await manager.get('/boards/1')).status).toBe(200);
    await manager.delete('/__mock/faults');
    expect((await manager.get('/__mock/faults')).body).toMatchObject({
      injected: { network: 0, server: 0, unauthenticated: 0 },
    });
  });

  it('validates its settings with field keys', async () => {
    const bad = await server.as('demo-manager').post('/__mock/faults', {
      server_error_rate: 2,
      rules: [{ kind: 'explode' }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['server_error_rate', 'rules.0.kind']),
    );
  });
});
