import type { TotoCoupon, TotoCouponResponse, TotoOverviewResponse } from '@betting/contracts';
import type { TotoMark } from '@betting/games';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Keyed } from './pools.queries';
import { buyTotoCoupon, buyTotoCouponFx, loadTotoCouponsFx, loadTotoOverviewFx } from './pools.queries';
import { $lastCoupon, $marks, $refusal, couponSubmitted, markToggled, marksCleared, marksFilled, marksOfDraw } from './toto.model';

const SINGLE: TotoMark[] = Array<TotoMark>(15).fill('1');
const coupon = (drawId: number, marks: readonly TotoMark[]): TotoCoupon => ({
  id: 700_001,
  drawId,
  drawStatus: 'open',
  marks: [...marks],
  lines: 1,
  linePrice: 1000,
  stake: 1000,
  currency: 'RUB',
  status: 'open',
  payout: null,
  linesByCorrect: null,
  placedAt: '2026-11-22T12:00:00.000Z',
  settledAt: null,
});
const wallet = { demo: false, accountId: 1, currency: 'RUB', balance: 9_000 };
const emptyOverview: TotoOverviewResponse = { current: null, next: null };

/** A scope whose calls are recorded: purchases answer with the coupon, or fail with `failure`. */
function scopeWith(failure?: unknown) {
  const bought: Keyed<{ drawId: number; marks: TotoMark[] }>[] = [];
  const loads = { overview: 0, coupons: 0 };
  let keys = 0;
  const scope = fork({
    values: [[buyTotoCoupon.$makeKey, () => `key-${String(++keys).padStart(8, '0')}`]],
    handlers: [
      [
        buyTotoCouponFx,
        (call: Keyed<{ drawId: number; marks: TotoMark[] }>): Promise<TotoCouponResponse> => {
          bought.push(call);
          return failure ? Promise.reject(failure) : Promise.resolve({ coupon: coupon(call.body.drawId, call.body.marks), wallet });
        },
      ],
      [
        loadTotoOverviewFx,
        () => {
          loads.overview += 1;
          return Promise.resolve(emptyOverview);
        },
      ],
      [
        loadTotoCouponsFx,
        () => {
          loads.coupons += 1;
          return Promise.resolve({ coupons: [], paging: { pageNumber: 1, pageSize: 10, totalCount: 0, totalPages: 0 } });
        },
      ],
    ],
  });
  return { scope, bought, loads };
}

describe('the toto coupon model', () => {
  it('toggles picks into canonical marks per match and per draw', async () => {
    const { scope } = scopeWith();
    await allSettled(markToggled, { scope, params: { drawId: 1001, position: 3, pick: '2' } });
    await allSettled(markToggled, { scope, params: { drawId: 1001, position: 3, pick: '1' } });
    await allSettled(markToggled, { scope, params: { drawId: 1002, position: 1, pick: 'X' } });
    expect(marksOfDraw(scope.getState($marks), 1001)[2]).toBe('12');
    expect(marksOfDraw(scope.getState($marks), 1002)[0]).toBe('X');
    await allSettled(markToggled, { scope, params: { drawId: 1001, position: 3, pick: '1' } });
    await allSettled(markToggled, { scope, params: { drawId: 1001, position: 3, pick: '2' } });
    expect(marksOfDraw(scope.getState($marks), 1001)[2]).toBeNull();
    await allSettled(marksCleared, { scope, params: 1002 });
    expect(marksOfDraw(scope.getState($marks), 1002).every((mark) => mark === null)).toBe(true);
  });

  it('does not send a coupon with an unmarked match', async () => {
    const { scope, bought } = scopeWith();
    await allSettled(marksFilled, { scope, params: { drawId: 1001, marks: [...SINGLE.slice(1), null] } });
    await allSettled(couponSubmitted, { scope, params: { drawId: 1001 } });
    expect(bought).toEqual([]);
  });

  it('buys a full coupon with its key, then empties it and reloads the draw and my coupons', async () => {
    const { scope, bought, loads } = scopeWith();
    await allSettled(marksFilled, { scope, params: { drawId: 1001, marks: SINGLE } });
    await allSettled(couponSubmitted, { scope, params: { drawId: 1001 } });
    expect(bought).toEqual([{ body: { drawId: 1001, marks: SINGLE }, idempotencyKey: 'key-00000001' }]);
    expect(scope.getState($lastCoupon)?.drawId).toBe(1001);
    expect(marksOfDraw(scope.getState($marks), 1001).every((mark) => mark === null)).toBe(true);
    expect(loads).toEqual({ overview: 1, coupons: 1 });
  });

  it('keeps the marks and says why when the purchase is refused', async () => {
    const { scope, loads } = scopeWith({ kind: 'http', status: 409, error: { code: 'draw_closed', message: 'closed' } });
    await allSettled(marksFilled, { scope, params: { drawId: 1001, marks: SINGLE } });
    await allSettled(couponSubmitted, { scope, params: { drawId: 1001 } });
    expect(scope.getState($refusal)).toEqual({ drawId: 1001, refusal: { code: 'draw_closed', params: {}, limit: null } });
    expect(marksOfDraw(scope.getState($marks), 1001)).toEqual(SINGLE);
    expect(loads).toEqual({ overview: 0, coupons: 0 });
    await allSettled(markToggled, { scope, params: { drawId: 1001, position: 1, pick: 'X' } });
    expect(scope.getState($refusal)).toBeNull();
  });

  it('reads a limit refusal’s reason', async () => {
    const limit = { code: 'wagering_limit_exceeded', limitType: 1, limitValue: 15, remaining: 500, currency: 'RUB' };
    const { code, ...numbers } = limit;
    const { scope } = scopeWith({ kind: 'http', status: 403, error: { code: 'limit_refused', message: 'limit', params: { reason: code, ...numbers } } });
    await allSettled(marksFilled, { scope, params: { drawId: 1001, marks: SINGLE } });
    await allSettled(couponSubmitted, { scope, params: { drawId: 1001 } });
    expect(scope.getState($refusal)?.refusal.limit).toEqual(limit);
  });

  it('two scopes do not share a coupon', async () => {
    const one = scopeWith();
    const two = scopeWith();
    await allSettled(marksFilled, { scope: one.scope, params: { drawId: 1001, marks: SINGLE } });
    expect(marksOfDraw(two.scope.getState($marks), 1001).every((mark) => mark === null)).toBe(true);
  });
});
