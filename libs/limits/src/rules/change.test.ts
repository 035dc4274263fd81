import { LIMIT_TYPES, type Limit, type LimitType } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbLimitValue, arbLimits, arbNowSeconds } from '../harness/arbitraries';
import { DAY_SECONDS, isPeriodType } from './catalog';
import { activeLimit, approveLimit, cancelLimit, isInForce, limitsAt, pendingLimit, rejectLimit, setLimit } from './change';
import { NO_AMOUNT_LIMIT, noLimitValue } from './options';

const arbNonPeriodType = fc.constantFrom(...LIMIT_TYPES.filter((type) => !isPeriodType(type)));
const arbScene = arbNowSeconds.chain((now) => fc.record({ now: fc.constant(now), limits: arbLimits(now) }));
const bound = (type: LimitType, value: number | undefined) => (value === undefined || value === noLimitValue(type) ? Infinity : value);
const ofType = (limits: readonly Limit[], type: LimitType) => limits.filter((limit) => limit.limitType === type);
const notOfType = (limits: readonly Limit[], type: LimitType) => limits.filter((limit) => limit.limitType !== type);

describe('setting a limit (spec §5)', () => {
  it('a stricter value takes effect at once and drops the pending change', () => {
    fc.assert(
      fc.property(arbScene, arbNonPeriodType.chain((type) => fc.tuple(fc.constant(type), arbLimitValue(type))), ({ now, limits }, [type, value]) => {
        const current = activeLimit(limitsAt(limits, now), type, now)?.limitValue;
        fc.pre(bound(type, value) < bound(type, current));
        const result = setLimit(limits, { limitType: type, limitValue: value }, now);
        expect(result.ok && result.value.outcome).toBe('applied');
        if (!result.ok) return;
        expect(ofType(result.value.limits, type)).toMatchObject([{ limitState: 'ACTIVE', limitValue: value, startedAt: now, endsAt: null, needApprove: false }]);
        expect(notOfType(result.value.limits, type)).toEqual(notOfType(limitsAt(limits, now), type));
      }),
    );
  });

  it('a looser value (or lifting the limit) waits 24 h as PENDING while the limit in force stays', () => {
    fc.assert(
      fc.property(arbScene, arbNonPeriodType.chain((type) => fc.tuple(fc.constant(type), arbLimitValue(type))), ({ now, limits }, [type, value]) => {
        const before = limitsAt(limits, now);
        const current = activeLimit(before, type, now);
        fc.pre(bound(type, value) > bound(type, current?.limitValue));
        const result = setLimit(limits, { limitType: type, limitValue: value }, now);
        expect(result.ok && result.value.outcome).toBe('pending');
        if (!result.ok) return;
        expect(activeLimit(result.value.limits, type, now)).toEqual(current);
        expect(pendingLimit(result.value.limits, type)).toMatchObject({ limitValue: value, startedAt: now, endsAt: now + 86_400, needApprove: false });
        expect(ofType(result.value.limits, type).filter((limit) => limit.limitState === 'PENDING')).toHaveLength(1);
      }),
    );
  });

  it('the value already in force only withdraws a pending change', () => {
    fc.assert(
      fc.property(arbScene, arbNonPeriodType, ({ now, limits }, type) => {
        const before = limitsAt(limits, now);
        const value = activeLimit(before, type, now)?.limitValue ?? noLimitValue(type) ?? 0;
        const result = setLimit(limits, { limitType: type, limitValue: value }, now);
        expect(result.ok && result.value.outcome).toBe('unchanged');
        if (result.ok) expect(result.value.limits).toEqual(before.filter((limit) => !(limit.limitType === type && limit.limitState === 'PENDING')));
      }),
    );
  });

  it('self-exclusion and time-out start now and may only be lengthened, never shortened', () => {
    fc.assert(
      fc.property(arbScene, fc.constantFrom(30 as const, 33 as const).chain((type) => fc.tuple(fc.constant(type), arbLimitValue(type))), ({ now, limits }, [type, days]) => {
        const running = activeLimit(limitsAt(limits, now), type, now);
        const result = setLimit(limits, { limitType: type, limitValue: days }, now);
        if (running?.endsAt != null && now + days * DAY_SECONDS <= running.endsAt) {
          expect(result).toMatchObject({ ok: false, error: { code: 'limit_cannot_shorten' } });
        } else {
          expect(result.ok).toBe(true);
          if (result.ok) expect(ofType(result.value.limits, type)).toMatchObject([{ limitState: 'ACTIVE', limitValue: days, startedAt: now, endsAt: now + days * DAY_SECONDS }]);
        }
      }),
    );
  });

  it('refuses values outside the options and changes nothing', () => {
    fc.assert(
      fc.property(arbScene, fc.constantFrom(...LIMIT_TYPES), fc.oneof(fc.integer({ min: -100, max: -2 }), fc.constant(NO_AMOUNT_LIMIT + 1), fc.constant(0.5)), ({ now, limits }, type, value) => {
        expect(setLimit(limits, { limitType: type, limitValue: value }, now)).toMatchObject({ ok: false, error: { code: 'invalid_limit_value' } });
      }),
    );
  });
});

describe('approving, rejecting, cancelling a pending change', () => {
  const arbPendingScene = arbScene
    .chain((scene) => fc.record({ scene: fc.constant(scene), type: fc.constantFrom(...LIMIT_TYPES), offset: fc.integer({ min: -2 * DAY_SECONDS, max: 2 * DAY_SECONDS }) }))
    .map(({ scene, type, offset }) => ({ ...scene, type, at: scene.now + offset }));

  it('approve and reject need the 24 h to have passed; approve puts the value in force, reject keeps the old one', () => {
    fc.assert(
      fc.property(arbPendingScene, fc.constantFrom('approve' as const, 'reject' as const), ({ limits, type, at }, decision) => {
        const before = limitsAt(limits, at);
        const pending = pendingLimit(before, type);
        const result = (decision === 'approve' ? approveLimit : rejectLimit)(limits, type, at);
        if (!pending) {
          expect(result).toMatchObject({ ok: false, error: { code: 'no_pending_limit' } });
          return;
        }
        if (at < (pending.endsAt ?? 0)) {
          expect(result).toMatchObject({ ok: false, error: { code: 'approval_not_due' } });
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(pendingLimit(result.value, type)).toBeUndefined();
        expect(notOfType(result.value, type)).toEqual(notOfType(before, type));
        const inForce = activeLimit(result.value, type, at);
        if (decision === 'reject') expect(inForce).toEqual(activeLimit(before, type, at));
        else if (pending.limitValue === noLimitValue(type)) expect(ofType(result.value, type)).toEqual([]);
        else expect(inForce).toMatchObject({ limitValue: pending.limitValue, startedAt: at, endsAt: null });
      }),
    );
  });

  it('a pending change is cancellable at any time; nothing else is, an active self-exclusion or time-out least of all', () => {
    fc.assert(
      fc.property(arbPendingScene, ({ limits, type, at }) => {
        const before = limitsAt(limits, at);
        const pending = pendingLimit(before, type);
        const result = cancelLimit(limits, type, at);
        if (pending) expect(result).toEqual({ ok: true, value: before.filter((limit) => limit !== pending) });
        else expect(result).toMatchObject({ ok: false, error: { code: 'limit_not_cancellable' } });
      }),
    );
  });

  it('any sequence keeps one entry in force and one pending change per type at most, none pending for self-exclusion or time-out', () => {
    const arbStep = fc.record({
      wait: fc.integer({ min: 0, max: 3 * DAY_SECONDS }),
      type: fc.constantFrom(...LIMIT_TYPES),
      op: fc.constantFrom('set' as const, 'approve' as const, 'reject' as const, 'cancel' as const),
      pick: fc.nat(),
    });
    fc.assert(
      fc.property(arbNowSeconds, fc.array(arbStep, { maxLength: 30 }), (start, steps) => {
        let now = start;
        let limits: Limit[] = [];
        for (const { wait, type, op, pick } of steps) {
          now += wait;
          const options = [0, 50, 100, 500, NO_AMOUNT_LIMIT, -1, 1, 2, 5, 7, 10, 30, 60, 90, 365];
          const value = options[pick % options.length] ?? 0;
          const result =
            op === 'set'
              ? setLimit(limits, { limitType: type, limitValue: value }, now)
              : { approve: approveLimit, reject: rejectLimit, cancel: cancelLimit }[op](limits, type, now);
          if (result.ok) limits = Array.isArray(result.value) ? result.value : result.value.limits;
          for (const checked of LIMIT_TYPES) {
            const entries = limitsAt(limits, now).filter((limit) => limit.limitType === checked);
            expect(entries.filter((limit) => limit.limitState !== 'PENDING').length).toBeLessThanOrEqual(1);
            const pendings = entries.filter((limit) => limit.limitState === 'PENDING');
            expect(pendings.length).toBeLessThanOrEqual(isPeriodType(checked) ? 0 : 1);
            for (const pending of pendings) {
              expect(pending.endsAt).toBe((pending.startedAt ?? 0) + 86_400);
              expect(pending.needApprove).toBe(now >= (pending.endsAt ?? 0));
            }
          }
        }
      }),
    );
  });

  it('limitsAt ends self-exclusions and time-outs at their end and asks for approval after 24 h; it is idempotent', () => {
    fc.assert(
      fc.property(arbScene, fc.nat({ max: 400 * DAY_SECONDS }), ({ now, limits }, later) => {
        const at = now + later;
        const list = limitsAt(limits, at);
        expect(limitsAt(list, at)).toEqual(list);
        for (const limit of list) {
          if (isPeriodType(limit.limitType)) expect(limit.limitState === 'ACTIVE').toBe(at < (limit.endsAt ?? 0));
          if (limit.limitState === 'PENDING') expect(limit.needApprove).toBe(at >= (limit.endsAt ?? 0));
          if (isPeriodType(limit.limitType)) expect(isInForce(limit, at)).toBe(limit.limitState === 'ACTIVE');
        }
      }),
    );
  });
});

describe('a bettor’s limits journey, step by step', () => {
  const T0 = 1_700_000_000;
  type Step = readonly [string, (limits: Limit[]) => ReturnType<typeof setLimit> | ReturnType<typeof approveLimit>, Partial<Limit>[]];
  const steps: Step[] = [
    ['set a 100 deposit limit: at once', (limits) => setLimit(limits, { limitType: 20, limitValue: 100 }, T0), [{ limitType: 20, limitState: 'ACTIVE', limitValue: 100, startedAt: T0 }]],
    [
      'raise to 500: pending until T0+10+86400',
      (limits) => setLimit(limits, { limitType: 20, limitValue: 500 }, T0 + 10),
      [
        { limitState: 'ACTIVE', limitValue: 100 },
        { limitState: 'PENDING', limitValue: 500, startedAt: T0 + 10, endsAt: T0 + 10 + 86_400, needApprove: false },
      ],
    ],
    ['approve too early', (limits) => approveLimit(limits, 20, T0 + 20), [{ limitState: 'ACTIVE', limitValue: 100 }, { limitState: 'PENDING', limitValue: 500 }]],
    ['lower to 50: at once, the pending raise gone', (limits) => setLimit(limits, { limitType: 20, limitValue: 50 }, T0 + 30), [{ limitState: 'ACTIVE', limitValue: 50, startedAt: T0 + 30 }]],
    [
      'lift it: pending 999999999',
      (limits) => setLimit(limits, { limitType: 20, limitValue: NO_AMOUNT_LIMIT }, T0 + 40),
      [{ limitState: 'ACTIVE', limitValue: 50 }, { limitState: 'PENDING', limitValue: NO_AMOUNT_LIMIT }],
    ],
    ['approve after 24 h: no deposit limit any more', (limits) => approveLimit(limits, 20, T0 + 40 + 86_400), []],
    ['a 7-day self-exclusion', (limits) => setLimit(limits, { limitType: 30, limitValue: 7 }, T0 + 100_000), [{ limitType: 30, limitState: 'ACTIVE', endsAt: T0 + 100_000 + 7 * 86_400 }]],
    ['shortened to 1 day: refused', (limits) => setLimit(limits, { limitType: 30, limitValue: 1 }, T0 + 100_001), [{ limitType: 30, limitValue: 7 }]],
    ['cancelled: refused', (limits) => cancelLimit(limits, 30, T0 + 100_002), [{ limitType: 30, limitValue: 7 }]],
  ];
  it('runs as the spec and the issue describe', () => {
    let limits: Limit[] = [];
    const refusals: string[] = [];
    for (const [name, step, expected] of steps) {
      const result = step(limits);
      if (result.ok) limits = Array.isArray(result.value) ? result.value : result.value.limits;
      else refusals.push(`${name}: ${result.error.code}`);
      expect(limits, name).toMatchObject(expected);
      expect(limits, name).toHaveLength(expected.length);
    }
    expect(refusals).toEqual(['approve too early: approval_not_due', 'shortened to 1 day: refused: limit_cannot_shorten', 'cancelled: refused: limit_not_cancellable']);
  });
});
