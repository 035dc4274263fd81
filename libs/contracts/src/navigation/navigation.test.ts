import { describe, expect, it } from 'vitest';
import { BlockCheckBodySchema, BlockResultSchema } from './blocks';
import { MaintenanceConfigSchema, MaintenanceResponseSchema, MaintenanceUpdateSchema } from './maintenance';
import { NO_REDIRECT, RedirectLightBodySchema, RedirectLightResponseSchema } from './redirects';

const maintenanceOff = { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: null };

describe('redirect-light contract', () => {
  it.each([
    ['no redirect', NO_REDIRECT, true],
    ['a redirect', { redirect: true, code: 301, url: '/en/promotions/welcome', reasons: ['old promo'], breadcrumbs: [{ title: 'old promo', url: '/en/promotions/welcome' }] }, true],
    ['a redirect without a target', { ...NO_REDIRECT, redirect: true, code: 301 }, false],
    ['a target without redirect', { ...NO_REDIRECT, code: 302, url: '/en' }, false],
    ['code 307', { ...NO_REDIRECT, redirect: true, code: 307, url: '/en' }, false],
    ['a foreign target', { ...NO_REDIRECT, redirect: true, code: 302, url: '//evil.com' }, false],
  ])('response: %s', (_label, body, valid) => {
    expect(RedirectLightResponseSchema.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ url: '/en/promo/x?y=1' }, true],
    [{ url: 'https://evil.com' }, false],
    [{}, false],
  ])('body %j valid: %s', (body, valid) => {
    expect(RedirectLightBodySchema.safeParse(body).success).toBe(valid);
  });
});

describe('block contract', () => {
  it.each([
    [{ auth: false, url: '/en' }, true],
    [{ auth: 'yes', url: '/en' }, false],
    [{ auth: true, url: '/\\evil.com' }, false],
  ])('body %j valid: %s', (body, valid) => {
    expect(BlockCheckBodySchema.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ displayTypeId: 0, templateTypeId: 0 }, true],
    [{ displayTypeId: 1, templateTypeId: 13 }, true],
    [{ displayTypeId: -1, templateTypeId: 0 }, false],
    [{ displayTypeId: 1.5, templateTypeId: 0 }, false],
  ])('result %j valid: %s', (body, valid) => {
    expect(BlockResultSchema.safeParse(body).success).toBe(valid);
  });
});

describe('maintenance contract', () => {
  it('accepts a planned window with offsets or Z', () => {
    const planned = { ...maintenanceOff, started_at: '2026-11-23T02:00:00.000Z', ended_at: '2026-11-23T04:00:00+03:00', web_state: 'upgrade' };
    expect(MaintenanceConfigSchema.safeParse(planned).success).toBe(true);
    expect(MaintenanceResponseSchema.safeParse({ config: planned, active: true, notice: { startedAt: planned.started_at, endedAt: planned.ended_at } }).success).toBe(true);
  });

  it.each([
    [{ ...maintenanceOff, started_at: 'tomorrow' }],
    [{ ...maintenanceOff, isActive: 1 }],
  ])('rejects %j', (config) => {
    expect(MaintenanceConfigSchema.safeParse(config).success).toBe(false);
  });

  it('takes any subset of fields as an update, and refuses unknown ones', () => {
    expect(MaintenanceUpdateSchema.safeParse({ isActive: true }).success).toBe(true);
    expect(MaintenanceUpdateSchema.safeParse({}).success).toBe(true);
    expect(MaintenanceUpdateSchema.safeParse({ is_active: true }).success).toBe(false);
  });
});
