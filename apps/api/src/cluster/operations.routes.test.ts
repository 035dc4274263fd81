import { OperationsPaths } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { seededApp } from '../testing/app.fixture';

describe('health and readiness for the balancer', () => {
  it('is alive and ready, runs the jobs alone, and answers 503 once draining', async () => {
    const readiness = { draining: false };
    const site = await seededApp({ readiness });
    try {
      expect((await site.app.inject({ method: 'GET', url: OperationsPaths.health })).json()).toEqual({ status: 'ok' });
      const ready = await site.app.inject({ method: 'GET', url: OperationsPaths.ready });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', jobs: true }]);
      expect(ready.headers['cache-control']).toBe('no-store');

      readiness.draining = true;
      const draining = await site.app.inject({ method: 'GET', url: OperationsPaths.ready });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining', jobs: true }]);
      expect((await site.app.inject({ method: 'GET', url: OperationsPaths.health })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('is not ready without its database', async () => {
    const site = await seededApp();
    await site.db.close();
    const answer = await site.app.inject({ method: 'GET', url: OperationsPaths.ready });
    expect([answer.statusCode, answer.json<{ status: string }>().status]).toEqual([503, 'database_unreachable']);
    await site.app.close();
  });
});
