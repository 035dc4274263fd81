/**
 * The site's caches are on in these tests (the fixture's clock stands still, so nothing ever expires by itself):
 * every read after a write must still see it, because the writer told the cache bus.
 */
import { ConfigAllPath, ConfigAllResponseSchema, MaintenancePath, MaintenanceResponseSchema, MaintenanceTestControlPath, TEST_SCOPE_COOKIE, TestControlPaths } from '@betting/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { insertRedirectRule } from '../navigation';
import { testControlAppOptions } from '../test-control';
import { seededApp, seededSite, type SeededApp } from '../testing/app.fixture';
import { createCacheBus, type CacheBus } from './cache-bus';

describe('writes are seen by the next read', () => {
  const cacheBus = createCacheBus();
  const site = seededSite<SeededApp & { cacheBus: CacheBus }>(async () => ({ ...(await seededApp({ ...testControlAppOptions, cacheBus })), cacheBus }));
  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers: { host: 'bet.example.com', ...headers } });
  const companyName = async () => ConfigAllResponseSchema.parse((await get(`${ConfigAllPath}?lang=en`)).json()).siteConfig.companyName;
  const title = async (url = '/en', headers: Record<string, string> = {}) => /<title>([^<]*)<\/title>/.exec((await get(url, headers)).body)?.[1];

  afterEach(async () => {
    await site.app.inject({ method: 'DELETE', url: MaintenanceTestControlPath });
    await site.app.inject({ method: 'DELETE', url: TestControlPaths.settings, cookies: { [TEST_SCOPE_COOKIE]: 'renamed' } });
  });

  it('a site setting edited in the table: kept until the bus is told, then in the config and the guest page at once', async () => {
    const [before] = await site.db.query<{ value: string }>("select value from site_settings where key = 'company_name'");
    expect([await companyName(), await title()]).toEqual(['Apex Bet', 'Apex Bet']);
    await site.db.query("update site_settings set value = '\"Renamed Bet\"' where key = 'company_name'");
    try {
      // Not told: both answers come from memory (this is what the caches are for).
      expect([await companyName(), await title()]).toEqual(['Apex Bet', 'Apex Bet']);
      site.cacheBus.publish('site_settings');
      expect([await companyName(), await title()]).toEqual(['Renamed Bet', 'Renamed Bet']);
    } finally {
      await site.db.query("update site_settings set value = $1 where key = 'company_name'", [JSON.stringify(before?.value)]);
      site.cacheBus.publish('site_settings');
    }
    expect(await companyName()).toBe('Apex Bet');
  });

  it('maintenance switched on and off through test control: the next maintenance read and page follow', async () => {
    expect((await get('/en')).statusCode).toBe(200);
    expect(MaintenanceResponseSchema.parse((await get(MaintenancePath)).json()).active).toBe(false);

    expect((await site.app.inject({ method: 'PUT', url: MaintenanceTestControlPath, payload: { isActive: true } })).statusCode).toBe(200);
    expect(MaintenanceResponseSchema.parse((await get(MaintenancePath)).json()).active).toBe(true);
    const home = await get('/en');
    expect([home.statusCode, home.headers.location]).toEqual([302, '/en/maintenance']);
    const page = await get('/en/maintenance');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Technical maintenance');

    expect((await site.app.inject({ method: 'DELETE', url: MaintenanceTestControlPath })).statusCode).toBe(204);
    expect(MaintenanceResponseSchema.parse((await get(MaintenancePath)).json()).active).toBe(false);
    expect((await get('/en')).statusCode).toBe(200);
  });

  it('a setting overridden for a test scope: that scope sees it at once, the others do not', async () => {
    const scoped = { cookie: `${TEST_SCOPE_COOKIE}=renamed` };
    expect(await title('/en', scoped)).toBe('Apex Bet');
    const put = await site.app.inject({ method: 'PUT', url: TestControlPaths.setting('company_name'), cookies: { [TEST_SCOPE_COOKIE]: 'renamed' }, payload: { value: 'Scoped Bet' } });
    expect(put.statusCode).toBe(204);
    expect(await title('/en', scoped)).toBe('Scoped Bet');
    expect(await title('/en')).toBe('Apex Bet');
  });

  it('a redirect rule added: the page redirects once the bus is told', async () => {
    expect((await get('/en/cache-old-page')).statusCode).toBe(404);
    await insertRedirectRule(site.db, { fromPath: '/{lng}/cache-old-page', toPath: '/{lng}/casino' });
    expect((await get('/en/cache-old-page')).statusCode).toBe(404);
    site.cacheBus.publish('redirect_rules');
    const moved = await get('/en/cache-old-page');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/en/casino']);
  });
});
