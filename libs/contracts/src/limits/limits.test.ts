import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../errors';
import {
  LIMIT_TYPES,
  LimitActionQuerySchema,
  LimitCancelQuerySchema,
  LimitListResponseSchema,
  LimitSchema,
  SetLimitBodySchema,
  limitActionQuery,
  limitCancelQuery,
  type Limit,
} from './limit';
import { LimitPaths, LimitServiceHeadersSchema, limitServiceHeaders } from './paths';
import { LimitRefusalSchema, limitRefusalFromApiError, limitRefusalToApiError, type LimitRefusal } from './refusals';
import { LimitPingResponseSchema, LimitSessionResponseSchema } from './session';

const arbLimitType = fc.constantFrom(...LIMIT_TYPES);
const arbSeconds = fc.integer({ min: 0, max: 4_000_000_000 });

const arbRefusal: fc.Arbitrary<LimitRefusal> = fc.oneof(
  ...(
    [
      ['deposit_limit_exceeded', [20, 21, 22]],
      ['wagering_limit_exceeded', [1, 2, 3]],
      ['loss_limit_exceeded', [10, 11, 12]],
    ] as const
  ).map(([code, types]) =>
    fc.record({
      code: fc.constant(code),
      limitType: fc.constantFrom(...types),
      limitValue: fc.integer({ min: 0, max: 999_999_999 }),
      remaining: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      currency: fc.constantFrom('RUB', 'EUR', 'JPY', 'KWD'),
    }) as fc.Arbitrary<LimitRefusal>,
  ),
  fc.record({ code: fc.constant('time_out_active' as const), limitType: fc.constant(33 as const), endsAt: arbSeconds }),
  fc.record({ code: fc.constant('self_exclusion_active' as const), limitType: fc.constant(30 as const), endsAt: arbSeconds }),
  fc.record({ code: fc.constant('session_limit_reached' as const), limitType: fc.constant(31 as const), limitValue: fc.integer({ min: 1, max: 24 }) }),
);

const depositLimit: Limit = {
  limitType: 20,
  limitValue: 100,
  limitState: 'ACTIVE',
  limitBalance: 49.5,
  startedAt: 1_700_000_000,
  endsAt: null,
  needApprove: false,
  label: 'responsible_gaming_limit_deposit_24h',
  measure: 'currency',
};

describe('limit contracts', () => {
  it('every path is under the limit service v3', () => {
    for (const path of Object.values(LimitPaths)) expect(path).toMatch(/^\/limit-service-api\/api\/external\/web\/v3\/[a-z]+$/);
  });

  it('a refusal survives the trip through an ApiError body', () => {
    fc.assert(
      fc.property(arbRefusal, (refusal) => {
        const body = ApiErrorSchema.parse(JSON.parse(JSON.stringify(limitRefusalToApiError(refusal))));
        expect(limitRefusalFromApiError(body)).toEqual(refusal);
      }),
    );
  });

  it('reads no refusal from another error or a malformed one', () => {
    expect(limitRefusalFromApiError({ error: { code: 'invalid_request', message: 'x' } })).toBeNull();
    expect(limitRefusalFromApiError({ error: { code: 'time_out_active', message: 'x', params: { limitType: 33 } } })).toBeNull();
    expect(LimitRefusalSchema.safeParse({ code: 'deposit_limit_exceeded', limitType: 20, limitValue: 1, remaining: -1, currency: 'EUR' }).success).toBe(false);
  });

  it('parses a listed limit and refuses fractional values, unknown types and states', () => {
    expect(LimitListResponseSchema.parse([depositLimit])).toEqual([depositLimit]);
    expect(LimitSchema.safeParse({ ...depositLimit, limitValue: 100.5 }).success).toBe(false);
    expect(LimitSchema.safeParse({ ...depositLimit, limitType: 4 }).success).toBe(false);
    expect(LimitSchema.safeParse({ ...depositLimit, limitState: 'DONE' }).success).toBe(false);
    expect(SetLimitBodySchema.safeParse({ limitType: 31, limitValue: -1 }).success).toBe(true);
  });

  it('builds and reads the action and cancel queries', () => {
    expect(limitActionQuery(1)).toEqual({ action: '1' });
    expect(limitActionQuery(0)).toEqual({ action: '0' });
    expect(LimitActionQuerySchema.safeParse({ action: '2' }).success).toBe(false);
    fc.assert(fc.property(arbLimitType, (type) => LimitCancelQuerySchema.parse(limitCancelQuery(type)).limitType === type));
    expect(LimitCancelQuerySchema.safeParse({ limitType: '4' }).success).toBe(false);
  });

  it('headers: X-Language and X-Auth bearer', () => {
    expect(LimitServiceHeadersSchema.safeParse(limitServiceHeaders('en', 'a.b.c')).success).toBe(true);
    expect(LimitServiceHeadersSchema.safeParse({ 'x-language': 'en', 'x-auth': 'a.b.c' }).success).toBe(false);
    expect(LimitServiceHeadersSchema.safeParse({ 'x-auth': 'Bearer a.b.c' }).success).toBe(false);
  });

  it('the ping answers the day’s session time; the session call the reality check’s money (net may be negative)', () => {
    expect(LimitPingResponseSchema.parse({ sessionSeconds: 3700, sessionSecondsLeft: 0, sessionLimitEnded: true })).toEqual({ sessionSeconds: 3700, sessionSecondsLeft: 0, sessionLimitEnded: true });
    expect(LimitPingResponseSchema.safeParse({ sessionSeconds: 0, sessionSecondsLeft: null, sessionLimitEnded: false }).success).toBe(true);
    expect(LimitPingResponseSchema.safeParse({ sessionSeconds: -1, sessionSecondsLeft: null, sessionLimitEnded: false }).success).toBe(false);
    expect(LimitPingResponseSchema.safeParse({ sessionSeconds: 1.5, sessionSecondsLeft: null, sessionLimitEnded: false }).success).toBe(false);
    const summary = { sessionStartedAt: 1_800_000_000, currency: 'RUB', stakes: 470_00, returns: 280_50, net: -189_50, sessionSeconds: 60, sessionSecondsLeft: null, sessionLimitEnded: false };
    expect(LimitSessionResponseSchema.parse(summary)).toEqual(summary);
    expect(LimitSessionResponseSchema.safeParse({ ...summary, stakes: -1 }).success).toBe(false);
    expect(LimitSessionResponseSchema.safeParse({ ...summary, currency: 'rub' }).success).toBe(false);
    expect(LimitPaths.session).toBe('/limit-service-api/api/external/web/v3/session');
  });
});
