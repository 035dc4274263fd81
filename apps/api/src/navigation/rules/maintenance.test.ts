import type { MaintenanceConfig } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMaintenanceActive, isMaintenanceNoticeShown, maintenanceNotice } from './maintenance';

const off: MaintenanceConfig = { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: null };
const iso = (ms: number) => new Date(ms).toISOString();
const NOW = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;

describe('isMaintenanceActive (spec §4 Maintenance)', () => {
  it.each([
    ['nothing set', off, undefined, false],
    ['the cookie is 1', off, '1', true],
    ['the cookie is 0', off, '0', false],
    ['the cookie is "true"', off, 'true', false],
    ['isActive', { ...off, isActive: true }, undefined, true],
    ['web_state set', { ...off, web_state: 'upgrade' }, undefined, true],
    ['web_state blank', { ...off, web_state: '  ' }, undefined, false],
    ['web_state empty', { ...off, web_state: '' }, '0', false],
  ])('%s → %s', (_label, config, cookie, expected) => {
    expect(isMaintenanceActive(config, cookie)).toBe(expected);
  });

  it('is on whenever any one of its three sources is on', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.string(), { nil: null }), fc.option(fc.string(), { nil: undefined }), (isActive, webState, cookie) => {
        const expected = cookie === '1' || isActive || (webState !== null && webState.trim() !== '');
        expect(isMaintenanceActive({ isActive, web_state: webState }, cookie)).toBe(expected);
      }),
    );
  });
});

describe('maintenance notice window', () => {
  it.each([
    ['no notify window', null, null, false],
    ['before the window', NOW + 1, NOW + HOUR, false],
    ['at its start', NOW, NOW + HOUR, true],
    ['inside it', NOW - HOUR, NOW + HOUR, true],
    ['at its end', NOW - HOUR, NOW, true],
    ['after it', NOW - 2 * HOUR, NOW - 1, false],
    ['a start without an end', NOW - HOUR, null, true],
    ['an end without a start', null, NOW + HOUR, false],
  ])('%s → %s', (_label, start, end, shown) => {
    const config = { ...off, notify_started_at: start === null ? null : iso(start), notify_ended_at: end === null ? null : iso(end) };
    expect(isMaintenanceNoticeShown(config, NOW)).toBe(shown);
  });

  it('is shown exactly while notify start ≤ now ≤ notify end', () => {
    const arbMs = fc.integer({ min: 0, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(arbMs, arbMs, arbMs, (a, b, now) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const config = { ...off, notify_started_at: iso(start), notify_ended_at: iso(end) };
        expect(isMaintenanceNoticeShown(config, now)).toBe(start <= now && now <= end);
      }),
    );
  });

  it('carries the maintenance times, not the notify times', () => {
    const config = { ...off, started_at: iso(NOW + 2 * HOUR), ended_at: iso(NOW + 4 * HOUR), notify_started_at: iso(NOW - HOUR), notify_ended_at: iso(NOW + 4 * HOUR) };
    expect(maintenanceNotice(config, NOW)).toEqual({ startedAt: config.started_at, endedAt: config.ended_at });
    expect(maintenanceNotice(config, NOW + 5 * HOUR)).toBeNull();
  });
});
