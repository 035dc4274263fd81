import { defaultRoutingFlags } from '@betting/routing';
import { NOT_BLOCKED } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import { defaultRoutingConfig } from '@betting/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { seed } from '../db/seeds';
import { enginesUnderTest } from '../db/testing/engines';
import { checkBlock, insertBlockRule, listActiveBlockRules } from './blocks.repository';
import { MAINTENANCE_OFF, loadMaintenance, readMaintenanceConfig, resetMaintenance, writeMaintenanceConfig } from './maintenance.repository';
import { insertRedirectRule, listActiveRedirectRules, redirectLight } from './redirects.repository';
import { loadRoutingConfig, loadRoutingConfigJson } from './routing-config';

const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(enginesUnderTest())('navigation tables on $name', (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await engine.open('migrated'));
  });
  afterAll(async () => {
    await dispose();
  });

  it('has maintenance off before any demo data is seeded', async () => {
    expect(await readMaintenanceConfig(db)).toEqual(MAINTENANCE_OFF);
    await seed(db);
  });

  describe('routing config from site settings', () => {
    it('reads the seeded flags, route availability, 404 fragments and mobile host', async () => {
      const config = await loadRoutingConfig(db, {}, { isProduction: true });
      // The seed is the site libs/routing's defaults describe (production build, registration and statistics on).
      expect(config.flags).toEqual(defaultRoutingFlags);
      expect(config.availableRoutes).toEqual(new Set([72, 47, 48]));
      expect(config.notFoundFragments).toEqual(expect.arrayContaining(['wp-admin', '.php.bak']));
      expect(config.afterSignInRedirects).toEqual({});
      expect(config.mobileHost).toBeNull();
    });

    it("seeds the flags and route availability that libs/routing's defaults describe", async () => {
      const config = await loadRoutingConfig(db, {}, { isProduction: true });
      const defaults = defaultRoutingConfig();
      expect(config.flags).toEqual(defaults.flags);
      expect(config.availableRoutes).toEqual(defaults.availableRoutes);
    });

    it('lays the request overrides over the stored settings', async () => {
      const json = await loadRoutingConfigJson(db, { statistics_enabled: false, available_routes: [72], mobile_host: 'https://m.example.com' }, { isProduction: false });
      expect(json).toMatchObject({ flags: { statisticsEnabled: false, isProduction: false }, availableRoutes: [72], mobileHost: 'https://m.example.com' });
    });

    it.each([
      ['available_routes', '["72"]'],
      ['not_found_fragments', '[""]'],
      ['mobile_host', '"https://m.example.com/en"'],
      ['statistics_enabled', '"yes"'],
    ])('refuses a stored %s of %s, naming the key', async (key, value) => {
      const [before] = await db.query<{ value: unknown }>('select value from site_settings where key = $1', [key]);
      await db.query('update site_settings set value = $2 where key = $1', [key, value]);
      await expect(loadRoutingConfig(db, {}, { isProduction: true })).rejects.toThrow(key);
      await db.query('update site_settings set value = $2 where key = $1', [key, JSON.stringify(before?.value)]);
      await expect(loadRoutingConfig(db, {}, { isProduction: true })).resolves.toBeDefined();
    });

    it('refuses a missing setting', async () => {
      await expect(loadRoutingConfig(db, { use_recharge_modal: undefined }, { isProduction: true })).rejects.toThrow('use_recharge_modal');
    });
  });

  describe('redirect rules', () => {
    it('answers the seeded rules, keeping the language and the query', async () => {
      expect(await redirectLight(db, '/ru/promo/welcome-2023?utm_source=mail')).toMatchObject({ redirect: true, code: 301, url: '/ru/promotions/welcome?utm_source=mail' });
      expect(await redirectLight(db, '/en/old-news/2021/cup')).toMatchObject({ redirect: true, code: 301, url: '/en/news/2021/cup' });
      expect(await redirectLight(db, '/en/promotions/welcome')).toMatchObject({ redirect: false });
    });

    it('leaves inactive rules alone', async () => {
      expect(await redirectLight(db, '/en/promo/summer-cup')).toMatchObject({ redirect: false });
    });

    it.each([
      ['a protocol-relative target', { fromPath: '/{lng}/x', toPath: '//evil.com' }],
      ['a backslash target', { fromPath: '/{lng}/x', toPath: '/\\evil.com' }],
      ['an absolute target', { fromPath: '/{lng}/x', toPath: 'https://evil.com/' }],
      ['an encoded protocol-relative target', { fromPath: '/{lng}/x', toPath: '/%2F%2Fevil.com' }],
      ['a dot-segment escape', { fromPath: '/{lng}/x', toPath: '/a/..//evil.com' }],
      ['a javascript target', { fromPath: '/{lng}/x', toPath: 'javascript:alert(1)' }],
      ['{lng} in the target only', { fromPath: '/x', toPath: '/{lng}/y' }],
      ['{lng} deeper in the source', { fromPath: '/promo/{lng}', toPath: '/y' }],
      ['{lng} glued to a target segment', { fromPath: '/{lng}/x', toPath: '/{lng}x' }],
      ['another placeholder in the target', { fromPath: '/{lng}/x', toPath: '/{lng}/{id}' }],
      ['a query in the source', { fromPath: '/{lng}/x?a=1', toPath: '/{lng}/y' }],
    ])('refuses to write %s', async (_label, rule) => {
      await expect(insertRedirectRule(db, rule)).rejects.toThrow();
    });

    it.each([
      ["'//evil.com'", 301],
      ["'/\\evil.com'", 301],
      ["'/%2fevil.com'", 301],
      ["'/en/a b'", 301],
      ["'/en/ok'", 307],
    ])('keeps the database check on a hand-written target %s (code %i)', async (target, code) => {
      await expect(db.query(`insert into redirect_rules (from_path, to_path, code) values ('/hand-written', ${target}, ${code})`)).rejects.toThrow();
    });

    it('skips a hand-written rule that slipped past the database check, and says so', async () => {
      await db.query("insert into redirect_rules (from_path, to_path, reason) values ('/{lng}/dots', '/a/..//evil.com', 'sneaky')");
      const skipped: number[] = [];
      const rules = await listActiveRedirectRules(db, (id) => skipped.push(id));
      expect(rules.map((rule) => rule.toPath)).not.toContain('/a/..//evil.com');
      expect(skipped).toHaveLength(1);
      expect(await redirectLight(db, '/en/dots')).toMatchObject({ redirect: false });
      await db.query("delete from redirect_rules where from_path = '/{lng}/dots'");
    });

    it('allows one active rule per source pattern', async () => {
      await expect(insertRedirectRule(db, { fromPath: '/{lng}/promo/welcome-2023', toPath: '/{lng}' })).rejects.toThrow();
      const id = await insertRedirectRule(db, { fromPath: '/{lng}/promo/welcome-2023', toPath: '/{lng}', active: false });
      expect(id).toBeGreaterThan(0);
    });
  });

  describe('block rules', () => {
    const setActive = (active: boolean, note: string) => db.query('update block_rules set active = $1 where note like $2', [active, `${note}%`]);

    it('blocks no one with the seeded rules, all of which are off', async () => {
      expect(await listActiveBlockRules(db)).toEqual([]);
      expect(await db.query('select id from block_rules')).toHaveLength(4);
      expect(await checkBlock(db, { auth: false, url: '/en/casino' })).toEqual(NOT_BLOCKED);
    });

    it('answers a switched-on rule to its audience only', async () => {
      await setActive(true, 'Casino for guests');
      expect(await checkBlock(db, { auth: false, url: '/en/casino/slots?x=1' })).toEqual({ displayTypeId: 1, templateTypeId: 1 });
      expect(await checkBlock(db, { auth: true, url: '/en/casino/slots' })).toEqual(NOT_BLOCKED);
      await setActive(false, 'Casino for guests');
    });

    it('keeps information open under a site-wide block', async () => {
      await setActive(true, 'Site-wide');
      await setActive(true, 'Information');
      expect(await checkBlock(db, { auth: true, url: '/en' })).toEqual({ displayTypeId: 1, templateTypeId: 4 });
      expect(await checkBlock(db, { auth: true, url: '/en/information/rules/1' })).toEqual(NOT_BLOCKED);
      await setActive(false, 'Site-wide');
      await setActive(false, 'Information');
    });

    it('writes rules switched off unless told, and checks them', async () => {
      const id = await insertBlockRule(db, { urlPrefix: '/{lng}/poker', displayTypeId: 1, templateTypeId: 8 });
      expect(await db.query('select active from block_rules where id = $1', [id])).toEqual([{ active: false }]);
      await expect(insertBlockRule(db, { urlPrefix: 'poker', displayTypeId: 1, templateTypeId: 8 })).rejects.toThrow();
      await expect(insertBlockRule(db, { urlPrefix: null, displayTypeId: -1, templateTypeId: 8 })).rejects.toThrow();
      await expect(db.query("insert into block_rules (applies_to, display_type_id, template_type_id) values ('everyone', 1, 1)")).rejects.toThrow();
    });
  });

  describe('maintenance', () => {
    const clock = fixedClock(NOW);

    it('is off in the seed, with a past window as an example', async () => {
      const state = await loadMaintenance(db, clock);
      expect(state).toMatchObject({ active: false, notice: null, config: { isActive: false, web_state: null, started_at: '2025-06-01T02:00:00.000Z' } });
    });

    it('is on for the holder of the maintenance cookie only', async () => {
      expect((await loadMaintenance(db, clock, { maintenanceCookie: '1' })).active).toBe(true);
      expect((await loadMaintenance(db, clock, { maintenanceCookie: '0' })).active).toBe(false);
    });

    it('switches on and off in the table, and shows the notice inside its window', async () => {
      const window = { started_at: iso(NOW + 2 * HOUR), ended_at: iso(NOW + 4 * HOUR), notify_started_at: iso(NOW - HOUR), notify_ended_at: iso(NOW + 4 * HOUR) };
      await writeMaintenanceConfig(db, { ...window, isActive: true });
      expect(await loadMaintenance(db, clock)).toEqual({
        config: { ...window, isActive: true, web_state: null },
        active: true,
        notice: { startedAt: window.started_at, endedAt: window.ended_at },
      });
      expect((await loadMaintenance(db, fixedClock(NOW + 5 * HOUR))).notice).toBeNull();
      await writeMaintenanceConfig(db, { isActive: false, web_state: 'db-upgrade' });
      expect((await loadMaintenance(db, clock)).active).toBe(true);
      expect(await resetMaintenance(db)).toEqual(MAINTENANCE_OFF);
      expect((await loadMaintenance(db, clock)).active).toBe(false);
    });

    it('lays a scoped override over the stored row', async () => {
      const state = await loadMaintenance(db, clock, { overrides: { maintenance: { isActive: true } } });
      expect(state.active).toBe(true);
      expect((await readMaintenanceConfig(db)).isActive).toBe(false);
    });

    it('keeps one row and sane windows', async () => {
      await expect(db.query('insert into maintenance (id) values (2)')).rejects.toThrow();
      await expect(writeMaintenanceConfig(db, { started_at: iso(NOW), ended_at: iso(NOW - HOUR) })).rejects.toThrow();
      expect(await readMaintenanceConfig(db)).toEqual(MAINTENANCE_OFF);
    });
  });
});
