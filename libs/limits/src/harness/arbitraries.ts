import { LIMIT_TYPES, type Limit, type LimitType, type SetLimitBody } from '@betting/contracts';
import { currencyByIso, manualClock, type ManualClock } from '@betting/kernel';
import fc from 'fast-check';
import { DAY_SECONDS, PENDING_SECONDS, isAmountType, isPeriodType, limitLabel, limitMeasure } from '../rules/catalog';
import { NO_AMOUNT_LIMIT, limitOptions, noLimitValue } from '../rules/options';
import type { LimitUsage, MoneyEvent } from '../rules/usage';

/** Seconds since the epoch, 2017 to 2049. */
export const arbNowSeconds: fc.Arbitrary<number> = fc.integer({ min: 1_500_000_000, max: 2_500_000_000 });
/** A kernel ManualClock (milliseconds) starting at a random time. */
export const arbClock: fc.Arbitrary<ManualClock> = arbNowSeconds.map((seconds) => manualClock(seconds * 1000));
/** Main-account currencies with 2, 0 and 3 decimals. */
export const arbLimitCurrency: fc.Arbitrary<string> = fc.constantFrom('RUB', 'EUR', 'USD', 'JPY', 'KWD');

export const arbLimitType: fc.Arbitrary<LimitType> = fc.constantFrom(...LIMIT_TYPES);

/** A value that may be set for `type` (for amounts mostly small, sometimes "no limit"). */
export function arbLimitValue(type: LimitType, yearDays: 360 | 365 = 365): fc.Arbitrary<number> {
  if (isAmountType(type)) return fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 5000 }) }, { weight: 1, arbitrary: fc.constant(NO_AMOUNT_LIMIT) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: NO_AMOUNT_LIMIT }) });
  return fc.constantFrom(...(limitOptions(type, yearDays) ?? [0]));
}

export const arbSetLimitBody: fc.Arbitrary<SetLimitBody> = arbLimitType.chain((limitType) => arbLimitValue(limitType).map((limitValue) => ({ limitType, limitValue })));

function entry(type: LimitType, value: number, state: Limit['limitState'], startedAt: number, endsAt: number | null, needApprove = false): Limit {
  return { limitType: type, limitValue: value, limitState: state, limitBalance: null, startedAt, endsAt, needApprove, label: limitLabel(type), measure: limitMeasure(type) };
}

/**
 * A list the service could hold at `now`: per type maybe an entry in force (a self-exclusion or time-out possibly
 * ended: INACTIVE) and, for the other types, maybe a pending loosening started within the last two days.
 */
export function arbLimits(now: number): fc.Arbitrary<Limit[]> {
  const perType = (type: LimitType): fc.Arbitrary<Limit[]> => {
    const options = (limitOptions(type) ?? []).filter((value) => value !== noLimitValue(type));
    if (isPeriodType(type)) {
      return fc.option(
        fc.tuple(fc.constantFrom(...options), fc.integer({ min: 0, max: 400 * DAY_SECONDS })).map(([days, ago]) => {
          const endsAt = now - ago + days * DAY_SECONDS;
          return [entry(type, days, endsAt > now ? 'ACTIVE' : 'INACTIVE', now - ago, endsAt)];
        }),
        { nil: undefined },
      ).map((list) => list ?? []);
    }
    const value = isAmountType(type) ? fc.integer({ min: 0, max: 5000 }) : fc.constantFrom(...options);
    return fc
      .record({
        current: fc.option(value, { nil: undefined }),
        raise: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
        lift: fc.boolean(),
        startedAgo: fc.integer({ min: 0, max: 60 * DAY_SECONDS }),
        pendingAgo: fc.integer({ min: 0, max: 2 * PENDING_SECONDS }),
      })
      .map(({ current, raise, lift, startedAgo, pendingAgo }) => {
        const list: Limit[] = [];
        if (current !== undefined) list.push(entry(type, current, 'ACTIVE', now - startedAgo, null));
        if (raise !== undefined && current !== undefined) {
          const looser = lift ? (noLimitValue(type) ?? current) : isAmountType(type) ? current + raise : (options.find((option) => option > current) ?? noLimitValue(type) ?? current);
          if (looser !== current) {
            const startedAt = now - pendingAgo;
            list.push(entry(type, looser, 'PENDING', startedAt, startedAt + PENDING_SECONDS, now >= startedAt + PENDING_SECONDS));
          }
        }
        return list;
      });
  };
  return fc.tuple(...LIMIT_TYPES.map(perType)).map((lists) => lists.flat());
}

const arbEvents = (now: number, maxAmount: number): fc.Arbitrary<MoneyEvent[]> =>
  fc.array(fc.record({ at: fc.integer({ min: now - 40 * DAY_SECONDS, max: now }), amount: fc.integer({ min: 1, max: maxAmount }) }), { maxLength: 12 });

/** Usage up to `now`: deposits, stakes and returns over the last 40 days, some session time. */
export function arbUsage(now: number, currency: string): fc.Arbitrary<LimitUsage> {
  const max = 2000 * 10 ** (currencyByIso(currency)?.exponent ?? 2);
  return fc.record({
    currency: fc.constant(currency),
    deposits: arbEvents(now, max),
    stakes: arbEvents(now, max),
    returns: arbEvents(now, max),
    sessionSeconds: fc.integer({ min: 0, max: 30 * 3600 }),
  });
}

/** A moment, a list and usage that fit together. */
export const arbLimitsScene: fc.Arbitrary<{ now: number; limits: Limit[]; usage: LimitUsage }> = fc
  .tuple(arbNowSeconds, arbLimitCurrency)
  .chain(([now, currency]) => fc.record({ now: fc.constant(now), limits: arbLimits(now), usage: arbUsage(now, currency) }));
