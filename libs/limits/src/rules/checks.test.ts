import type { Limit } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLimitsScene } from '../harness/arbitraries';
import { DAY_SECONDS } from './catalog';
import { activeLimit, limitsAt } from './change';
import { amountHeadrooms, canSignIn, checkDeposit, checkStake, depositHeadroom, describeLimits, sessionRemaining, stakeHeadroom } from './checks';
import { emptyUsage, limitValueToMinor, netPosition, type LimitUsage } from './usage';

const arbAmount = fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }));
const running = (limits: readonly Limit[], type: 30 | 33, now: number) => activeLimit(limitsAt(limits, now), type, now);
const T = 1_700_000_000;
const active = (limitType: Limit['limitType'], limitValue: number, extra: Partial<Limit> = {}): Limit => ({
  limitType,
  limitValue,
  limitState: 'ACTIVE',
  limitBalance: null,
  startedAt: T - 40 * DAY_SECONDS,
  endsAt: null,
  needApprove: false,
  label: '',
  measure: 'currency',
  ...extra,
});
const usage = (parts: Partial<LimitUsage> = {}): LimitUsage => ({ ...emptyUsage('EUR'), ...parts });

describe('deposits (gross deposits in each rolling window)', () => {
  it('without a self-exclusion, time-out or used-up session, a deposit passes exactly when it fits the lowest remaining deposit limit', () => {
    fc.assert(
      fc.property(arbLimitsScene, arbAmount, ({ now, limits, usage: used }, amount) => {
        fc.pre(!running(limits, 30, now) && !running(limits, 33, now) && sessionRemaining(limits, used, now) !== 0);
        const room = depositHeadroom(limits, used, now);
        const decision = checkDeposit(limits, used, amount, now);
        expect(decision.ok).toBe(room === null || amount <= room);
        if (!decision.ok) {
          const rooms = amountHeadrooms(limitsAt(limits, now), ['deposit'], used, now);
          const lowest = rooms.reduce((min, room) => (room.remaining < min ? room.remaining : min), rooms[0]?.remaining ?? 0n);
          expect(decision.error).toMatchObject({ code: 'deposit_limit_exceeded', remaining: Number(lowest < 0n ? 0n : lowest), currency: used.currency });
          const named = rooms.find((room) => room.limit.limitType === decision.error.limitType);
          expect(named?.remaining).toBe(lowest);
        }
      }),
    );
  });

  it('a smaller deposit passes whenever a larger one does', () => {
    fc.assert(
      fc.property(arbLimitsScene, arbAmount, arbAmount, ({ now, limits, usage: used }, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        if (checkDeposit(limits, used, large, now).ok) expect(checkDeposit(limits, used, small, now).ok).toBe(true);
      }),
    );
  });

  it('stakes and returns never change the room for deposits; withdrawals are not usage at all', () => {
    fc.assert(
      fc.property(arbLimitsScene, ({ now, limits, usage: used }) => {
        expect(depositHeadroom(limits, { ...used, stakes: [], returns: [] }, now)).toBe(depositHeadroom(limits, used, now));
      }),
    );
  });

  it.each([
    ['a deposit exactly 24 h old no longer counts for the 24 h limit', 20, T - DAY_SECONDS, 100_00],
    ['one second younger it does', 20, T - DAY_SECONDS + 1, 40_00],
    ['it still counts for the 7-day limit', 21, T - DAY_SECONDS, 40_00],
    ['a 30-day-old deposit counts for nothing', 22, T - 30 * DAY_SECONDS, 100_00],
  ] as const)('%s', (_, type, at, room) => {
    expect(depositHeadroom([active(type, 100)], usage({ deposits: [{ at, amount: 60_00 }] }), T)).toBe(room);
  });

  it.each([
    ['EUR (2 decimals)', 'EUR', 100, 10_000],
    ['JPY (no decimals)', 'JPY', 100, 100],
    ['KWD (3 decimals)', 'KWD', 100, 100_000],
    ['"no limit" stays exact', 'KWD', 999_999_999, 999_999_999_000],
    ['an unknown currency takes the default exponent', 'XXX', 7, 700],
  ] as const)('limit values are major units of the main currency: %s', (_, currency, value, minor) => {
    expect(limitValueToMinor(value, currency)).toBe(minor);
  });

  it('a bettor’s limits journey: 100 limit, 150 refused with the reason, 50 limit refuses what is left', () => {
    const limits = [active(20, 100)];
    expect(checkDeposit(limits, usage(), 150_00, T)).toEqual({
      ok: false,
      error: { code: 'deposit_limit_exceeded', limitType: 20, limitValue: 100, remaining: 100_00, currency: 'EUR' },
    });
    expect(checkDeposit(limits, usage(), 100_00, T).ok).toBe(true);
    const afterDeposit = usage({ deposits: [{ at: T, amount: 40_00 }] });
    expect(checkDeposit([active(20, 50)], afterDeposit, 10_01, T)).toMatchObject({ ok: false, error: { remaining: 10_00 } });
  });

  it('when several deposit limits apply the lowest remaining wins', () => {
    const limits = [active(20, 100), active(21, 300), active(22, 1000)];
    const used = usage({ deposits: [{ at: T - 2 * DAY_SECONDS, amount: 250_00 }] });
    expect(depositHeadroom(limits, used, T)).toBe(50_00);
    expect(checkDeposit(limits, used, 60_00, T)).toMatchObject({ ok: false, error: { limitType: 21, remaining: 50_00 } });
  });
});

describe('stakes (wagering: stakes; loss: stakes − returns; rolling windows)', () => {
  it('without a self-exclusion, time-out or used-up session, a stake passes exactly when it fits the lowest remaining', () => {
    fc.assert(
      fc.property(arbLimitsScene, arbAmount, ({ now, limits, usage: used }, amount) => {
        fc.pre(!running(limits, 30, now) && !running(limits, 33, now) && sessionRemaining(limits, used, now) !== 0);
        const room = stakeHeadroom(limits, used, now);
        const decision = checkStake(limits, used, amount, now);
        expect(decision.ok).toBe(room === null || amount <= room);
        if (!decision.ok) {
          expect(['wagering_limit_exceeded', 'loss_limit_exceeded']).toContain(decision.error.code);
          expect(decision.error).toMatchObject({ remaining: room });
        }
      }),
    );
  });

  it('net loss: a return in the window gives the same room back to a loss limit, not to a wagering limit', () => {
    fc.assert(
      fc.property(arbLimitsScene, fc.integer({ min: 1, max: 1_000_000 }), ({ now, limits, usage: used }, returned) => {
        const more = { ...used, returns: [...used.returns, { at: now, amount: returned }] };
        const before = amountHeadrooms(limitsAt(limits, now), ['wagering', 'loss'], used, now);
        const after = amountHeadrooms(limitsAt(limits, now), ['wagering', 'loss'], more, now);
        before.forEach((room, index) => {
          const kind = room.limit.limitType < 10 ? 'wagering' : 'loss';
          expect(after[index]?.remaining).toBe(kind === 'loss' ? room.remaining + BigInt(returned) : room.remaining);
        });
      }),
    );
  });

  it.each([
    ['loss limit 100, staked 80, won back 50: net loss 30, room 70', [active(10, 100)], [80_00], [50_00], 70_00],
    ['the same with a wagering limit of 100: room 20', [active(1, 100)], [80_00], [50_00], 20_00],
    ['net winnings widen the loss room beyond the limit', [active(10, 100)], [10_00], [60_00], 150_00],
    ['both: the lower room wins', [active(1, 100), active(10, 50)], [40_00], [0], 10_00],
  ] as const)('%s', (_, limits, stakes, returns, room) => {
    const used = usage({ stakes: stakes.map((amount) => ({ at: T - 60, amount })), returns: returns.map((amount) => ({ at: T - 30, amount })) });
    expect(stakeHeadroom(limits, used, T)).toBe(room);
  });
});

describe('time-out, self-exclusion, session limit, sign-in', () => {
  it('a running self-exclusion refuses sign-in, deposits and stakes with its end; a time-out refuses money but not sign-in', () => {
    fc.assert(
      fc.property(arbLimitsScene, arbAmount, ({ now, limits, usage: used }, amount) => {
        const exclusion = running(limits, 30, now);
        const timeOut = running(limits, 33, now);
        const signIn = canSignIn(limits, now);
        const deposit = checkDeposit(limits, used, amount, now);
        const stake = checkStake(limits, used, amount, now);
        if (exclusion) {
          const refusal = { code: 'self_exclusion_active', limitType: 30, endsAt: exclusion.endsAt };
          for (const decision of [signIn, deposit, stake]) expect(decision).toEqual({ ok: false, error: refusal });
        } else {
          expect(signIn.ok).toBe(true);
          if (timeOut) {
            const refusal = { code: 'time_out_active', limitType: 33, endsAt: timeOut.endsAt };
            for (const decision of [deposit, stake]) expect(decision).toEqual({ ok: false, error: refusal });
          }
        }
      }),
    );
  });

  it('a self-exclusion or time-out stops refusing the second it ends', () => {
    const limits = [active(33, 1, { startedAt: T, endsAt: T + DAY_SECONDS }), active(30, 7, { startedAt: T, endsAt: T + 7 * DAY_SECONDS })];
    expect(checkDeposit(limits, usage(), 1, T + 7 * DAY_SECONDS - 1)).toMatchObject({ ok: false, error: { code: 'self_exclusion_active' } });
    expect(checkDeposit(limits, usage(), 1, T + 7 * DAY_SECONDS).ok).toBe(true);
    expect(checkStake([limits[0] as Limit], usage(), 1, T + DAY_SECONDS - 1)).toMatchObject({ ok: false, error: { code: 'time_out_active', endsAt: T + DAY_SECONDS } });
    expect(checkStake([limits[0] as Limit], usage(), 1, T + DAY_SECONDS).ok).toBe(true);
    expect(canSignIn(limits, T + 7 * DAY_SECONDS).ok).toBe(true);
  });

  it('session remaining is the limit less the session time, never below 0, and null without a limit', () => {
    fc.assert(
      fc.property(arbLimitsScene, ({ now, limits, usage: used }) => {
        const session = activeLimit(limitsAt(limits, now), 31, now);
        const remaining = sessionRemaining(limits, used, now);
        expect(remaining).toBe(session ? Math.max(0, session.limitValue * 3600 - used.sessionSeconds) : null);
        const stake = checkStake(limits, used, 1, now);
        const deposit = checkDeposit(limits, used, 1, now);
        if (remaining === 0 && !running(limits, 30, now) && !running(limits, 33, now)) {
          const refusal = { ok: false, error: { code: 'session_limit_reached', limitType: 31, limitValue: session?.limitValue } };
          expect(stake).toEqual(refusal);
          expect(deposit).toEqual(refusal);
        }
      }),
    );
  });

  it.each([
    [2, 7199, 1],
    [2, 7200, 0],
    [2, 9000, 0],
    [-1, 9000, null],
  ] as const)('session limit %i h after %i s: %s s left', (hours, seconds, left) => {
    const limits = hours === -1 ? [] : [active(31, hours)];
    expect(sessionRemaining(limits, usage({ sessionSeconds: seconds }), T)).toBe(left);
  });
});

describe('the listed limits', () => {
  it('limitBalance: what is left of an amount limit in major units (not below 0), the session seconds left, else null', () => {
    const limits = [active(20, 100), active(10, 50), active(31, 3), active(32, 15), { ...active(21, 500), limitState: 'PENDING' as const, startedAt: T, endsAt: T + DAY_SECONDS }];
    const used = usage({ deposits: [{ at: T - 10, amount: 30_25 }], stakes: [{ at: T - 10, amount: 70_00 }], sessionSeconds: 3600 });
    expect(describeLimits(limits, used, T).map((limit) => [limit.limitType, limit.limitState, limit.limitBalance])).toEqual([
      [10, 'ACTIVE', 0],
      [20, 'ACTIVE', 69.75],
      [21, 'PENDING', null],
      [31, 'ACTIVE', 7200],
      [32, 'ACTIVE', null],
    ]);
  });

  it('net position for the reality check is returns − stakes since a time', () => {
    const used = usage({ stakes: [{ at: T - 100, amount: 10_00 }, { at: T, amount: 5_00 }], returns: [{ at: T + 1, amount: 12_00 }] });
    expect(netPosition(used, T)).toBe(7_00);
    expect(netPosition(used, T - 100)).toBe(-3_00);
  });
});
