import { describe, expect, it } from 'vitest';
import { COUPON_REFUSAL_CODES, CouponRefusalSchema, CouponRefusedResponseSchema } from './refusals';

describe('coupon refusals on the wire', () => {
  it('has one code per reason, never two names for one (the rules’ codes come first, then the server’s own)', () => {
    expect(new Set(COUPON_REFUSAL_CODES).size).toBe(COUPON_REFUSAL_CODES.length);
    expect(COUPON_REFUSAL_CODES.slice(0, 3)).toEqual(['no_bets', 'coupon_type_invalid', 'bet_locked']);
    for (const gone of ['too_few_bets', 'same_game', 'type_unavailable', 'amount_step', 'amount_invalid']) expect(COUPON_REFUSAL_CODES).not.toContain(gone);
  });

  it('carries the lib’s params as they are named there, the bet as outcomeId', () => {
    const refusals = [
      { code: 'not_enough_bets', outcomeId: null, params: { need: 2 } },
      { code: 'amount_not_step', outcomeId: 7, params: { step: 1000, currency: 'RUB' } },
      { code: 'insufficient_balance', outcomeId: null, params: { balance: 500, need: 1000, currency: 'RUB' } },
      { code: 'coef_changed', outcomeId: 7, params: { before: 2100, after: 2000 } },
    ];
    for (const refusal of refusals) expect(CouponRefusalSchema.parse(refusal)).toEqual(refusal);
    expect(CouponRefusalSchema.safeParse({ code: 'too_few_bets', outcomeId: null, params: {} }).success).toBe(false);
  });

  it('a 409 lists at least one refusal', () => {
    const error = { code: 'coupon_refused', message: 'refused' };
    expect(CouponRefusedResponseSchema.safeParse({ error, refusals: [] }).success).toBe(false);
    expect(CouponRefusedResponseSchema.safeParse({ error, refusals: [{ code: 'no_bets', outcomeId: null, params: {} }] }).success).toBe(true);
  });
});
