import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENT_TYPES, EMPTY_IDLE_RECORD, idleState, isActivityEvent, parseIdleLimitMinutes, readIdleRecord, serializeIdleRecord } from './idle';

const MINUTE = 60_000;
const arbTime = fc.nat({ max: 4_000_000_000_000 });

describe('idle auto logoff (spec §4, §9)', () => {
  it('idle exactly when the limit has passed since the last activity and no media plays', () => {
    fc.assert(
      fc.property(arbTime, fc.integer({ min: -MINUTE, max: 200 * MINUTE }), fc.integer({ min: 1, max: 120 }), fc.boolean(), (last, elapsed, limit, media) => {
        const state = idleState(last, last + elapsed, limit, media);
        const idle = !media && elapsed >= limit * MINUTE;
        expect(state.kind).toBe(idle ? 'idle' : 'active');
        if (state.kind === 'active') expect(state.remainingMs).toBe(media ? limit * MINUTE : limit * MINUTE - Math.max(0, elapsed));
      }),
    );
  });

  it('remaining time never exceeds the limit and shrinks as time passes', () => {
    fc.assert(
      fc.property(arbTime, fc.nat({ max: 60 * MINUTE }), fc.nat({ max: 60 * MINUTE }), fc.integer({ min: 1, max: 90 }), (last, a, b, limit) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = idleState(last, last + early, limit, false);
        const second = idleState(last, last + late, limit, false);
        if (first.kind === 'active') expect(first.remainingMs).toBeLessThanOrEqual(limit * MINUTE);
        if (first.kind === 'idle') expect(second.kind).toBe('idle');
        if (first.kind === 'active' && second.kind === 'active') expect(second.remainingMs).toBe(first.remainingMs - (late - early));
      }),
    );
  });

  it.each([
    ['off without a limit', 0, 100 * MINUTE, null, false, { kind: 'disabled' }],
    ['off with a zero limit', 0, 100 * MINUTE, 0, false, { kind: 'disabled' }],
    ['active just before 15 min', 0, 15 * MINUTE - 1, 15, false, { kind: 'active', remainingMs: 1 }],
    ['idle at 15 min', 0, 15 * MINUTE, 15, false, { kind: 'idle', idleForMs: 15 * MINUTE }],
    ['long absence', 0, 3 * 24 * 60 * MINUTE, 15, false, { kind: 'idle', idleForMs: 3 * 24 * 60 * MINUTE }],
    ['media playing', 0, 60 * MINUTE, 15, true, { kind: 'active', remainingMs: 15 * MINUTE }],
    ['no saved activity', null, 60 * MINUTE, 15, false, { kind: 'active', remainingMs: 15 * MINUTE }],
    ['saved time ahead of the clock', 10 * MINUTE, 0, 15, false, { kind: 'active', remainingMs: 15 * MINUTE }],
  ])('%s', (_, last, now, limit, media, expected) => {
    expect(idleState(last, now, limit, media)).toEqual(expected);
  });

  it('counts only a person’s input as activity, never background requests', () => {
    for (const type of ACTIVITY_EVENT_TYPES) expect(isActivityEvent(type)).toBe(true);
    for (const type of ['fetch', 'ping', 'status-refresh', 'visibilitychange', 'load', 'message']) expect(isActivityEvent(type)).toBe(false);
  });

  it.each([
    [15, 15],
    ['30', 30],
    [' 5 ', 5],
    [0, null],
    [-3, null],
    ['', null],
    ['never', null],
    [null, null],
    [undefined, null],
  ])('limit %j → %j minutes', (raw, expected) => {
    expect(parseIdleLimitMinutes(raw)).toBe(expected);
  });

  it('the stored record round-trips; junk reads as empty', () => {
    fc.assert(
      fc.property(fc.option(arbTime), fc.boolean(), (lastActiveAt, noticePending) => {
        const record = { lastActiveAt, noticePending };
        expect(readIdleRecord(serializeIdleRecord(record))).toEqual(record);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const record = readIdleRecord(raw);
        expect(typeof record.noticePending).toBe('boolean');
      }),
    );
    expect(readIdleRecord('{"lastActiveAt":"x","noticePending":true}')).toEqual(EMPTY_IDLE_RECORD);
    expect(readIdleRecord(null)).toEqual(EMPTY_IDLE_RECORD);
  });
});
