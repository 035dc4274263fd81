import {
  BlockResultSchema,
  MaintenanceResponseSchema,
  MaintenanceTestControlPath,
  RedirectLightResponseSchema,
  TEST_SCOPE_COOKIE,
  TestControlPaths,
} from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCacheBus } from '../cache/cache-bus';
import type { Database } from '../db/database';
import { testControlAppOptions } from '../test-control';
import { seededApp } from '../testing/app.fixture';

describe('navigation services over HTTP', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  // Rules switched in the table by hand reach the site as an operator's tool would tell it: on the cache bus.
  const cacheBus = createCacheBus();
  const setBlockRules = async (sql: string) => {
    await db.query(sql);
    cacheBus.publish('block_rules');
  };
  beforeAll(async () => {
    ({ app, db, close } = await seededApp({ ...testControlAppOptions, cacheBus }));
  });
  afterAll(() => close());

  const redirectLight = (payload: object) => app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', payload });
  const block = (payload: object) => app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', payload });
  const maintenance = (cookies: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/web-api/maintenance', cookies });

  describe('POST /redirects-api/api/v1/redirect-light', () => {
    it('answers a seeded redirect through its contract', async () => {
      const response = await redirectLight({ url: '/en/promo/welcome-2023?utm_source=mail' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(RedirectLightResponseSchema.parse(response.json())).toEqual({
        redirect: true,
        code: 301,
        url: '/en/promotions/welcome?utm_source=mail',
        reasons: ['The 2023 welcome offer moved to promotions'],
        breadcrumbs: [{ title: 'The 2023 welcome offer moved to promotions', url: '/en/promotions/welcome?utm_source=mail' }],
      });
    });

    it('answers "no redirect" for a page that stays', async () => {
      expect((await redirectLight({ url: '/en/casino' })).json()).toEqual({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
    });

    it.each([{ url: '//evil.com' }, { url: 'https://evil.com/en' }, { url: 42 }, {}])('refuses %j with a typed 400', async (payload) => {
      const response = await redirectLight(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
    });
  });

  describe('POST /blocks-api/api/v2/block', () => {
    afterEach(() => setBlockRules('update block_rules set active = false'));

    it('blocks no one with the seeded rules', async () => {
      const response = await block({ auth: false, url: '/en/casino' });
      expect(response.statusCode).toBe(200);
      expect(BlockResultSchema.parse(response.json())).toEqual({ displayTypeId: 0, templateTypeId: 0 });
    });

    it('answers a rule an operator switched on', async () => {
      await setBlockRules("update block_rules set active = true where note like 'Site-wide%'");
      expect((await block({ auth: true, url: '/ru/office/account' })).json()).toEqual({ displayTypeId: 1, templateTypeId: 4 });
    });

    it.each([{ auth: 'no', url: '/en' }, { auth: true }, { auth: true, url: '/\\evil.com' }])('refuses %j with a typed 400', async (payload) => {
      const response = await block(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
    });
  });

  describe('GET /web-api/maintenance', () => {
    afterEach(async () => {
      await app.inject({ method: 'DELETE', url: MaintenanceTestControlPath });
      await app.inject({ method: 'DELETE', url: TestControlPaths.settings, cookies: { [TEST_SCOPE_COOKIE]: 'journey-a' } });
    });

    it('answers the seeded config: off, no notice', async () => {
      const response = await maintenance();
      expect(response.statusCode).toBe(200);
      expect(MaintenanceResponseSchema.parse(response.json())).toMatchObject({ active: false, notice: null, config: { isActive: false } });
    });

    it('is on for a visitor with the maintenance cookie', async () => {
      expect((await maintenance({ maintenance: '1' })).json().active).toBe(true);
    });

    it('follows the table as test control switches it, for everyone, until cleanup', async () => {
      // The fixture's clock says 2026-11-22T00:00Z.
      const put = await app.inject({
        method: 'PUT',
        url: MaintenanceTestControlPath,
        payload: { isActive: true, started_at: '2026-11-22T02:00:00Z', ended_at: '2026-11-22T04:00:00Z', notify_started_at: '2026-11-21T00:00:00Z', notify_ended_at: '2026-11-22T04:00:00Z' },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ isActive: true, started_at: '2026-11-22T02:00:00.000Z' });
      expect((await maintenance()).json()).toMatchObject({ active: true, notice: { startedAt: '2026-11-22T02:00:00.000Z', endedAt: '2026-11-22T04:00:00.000Z' } });
      expect((await maintenance({ [TEST_SCOPE_COOKIE]: 'someone-else' })).json().active).toBe(true);

      expect((await app.inject({ method: 'DELETE', url: MaintenanceTestControlPath })).statusCode).toBe(204);
      expect((await maintenance()).json()).toMatchObject({ active: false, notice: null, config: { started_at: null } });
    });

    it.each([
      ['an unknown field', { is_active: true }],
      ['a window that ends before it starts', { started_at: '2026-11-22T04:00:00Z', ended_at: '2026-11-22T02:00:00Z' }],
      ['a time that is not ISO 8601', { started_at: 'tonight' }],
    ])('refuses %s with a typed 400', async (_label, payload) => {
      const response = await app.inject({ method: 'PUT', url: MaintenanceTestControlPath, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
    });

    it('is switched on for one test scope only through a scoped override', async () => {
      const put = await app.inject({ method: 'PUT', url: TestControlPaths.setting('maintenance'), cookies: { [TEST_SCOPE_COOKIE]: 'journey-a' }, payload: { value: { web_state: 'upgrade' } } });
      expect(put.statusCode).toBe(204);
      expect((await maintenance({ [TEST_SCOPE_COOKIE]: 'journey-a' })).json().active).toBe(true);
      expect((await maintenance({ [TEST_SCOPE_COOKIE]: 'journey-b' })).json().active).toBe(false);
    });
  });

  it('has no maintenance switch in an app built without test control', async () => {
    const plain = await seededApp();
    expect((await plain.app.inject({ method: 'PUT', url: MaintenanceTestControlPath, payload: { isActive: true } })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/web-api/maintenance' })).json().active).toBe(false);
    await plain.close();
  });
});
