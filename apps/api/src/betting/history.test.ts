import { BetHistoryResponseSchema, BettingPaths, CouponPromoCheckResponseSchema, CouponPromoCodesResponseSchema, LoadedCouponResponseSchema, PlaceCouponResponseSchema, SavedCouponResponseSchema, couponPath, savedCouponPath } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { bettingSite, finishGame, lineGame, newBettor, placeCall, settleNow, type Bettor } from './betting.fixture';

describe.each(enginesUnderTest())('bet history, print coupon, saved codes and promo codes on $name', (engine) => {
  const site = bettingSite(engine);
  const get = (bettor: Bettor, url: string) => site.app.inject({ method: 'GET', url, cookies: { ua: bettor.session } });
  const history = async (bettor: Bettor, query: string) => {
    const response = await get(bettor, `${BettingPaths.history}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return BetHistoryResponseSchema.parse(response.json());
  };

  it('filters by status, type and period; pages newest first; totals over every match', async () => {
    const bettor = await newBettor(site, 1_000_000);
    const a = await lineGame(site.db);
    const b = await lineGame(site.db);
    const c = await lineGame(site.db);
    const single = async (outcomeId: number, coef: number, amount: number) => {
      const response = await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId, coef }], amount, accountId: bettor.accountId });
      expect(response.statusCode, response.body).toBe(201);
      return PlaceCouponResponseSchema.parse(response.json()).coupons[0]?.id;
    };
    const won = await single(a.outcomes[0], 1850, 10_000);
    // Placed three days ago.
    await site.db.query("update bet_coupons set placed_at = placed_at - interval '3 days' where id = $1", [won]);
    const lost = await single(b.outcomes[1], 3400, 20_000);
    const express = PlaceCouponResponseSchema.parse(
      (await placeCall(site.app, bettor, { typeId: 1, bets: [{ outcomeId: a.outcomes[2], coef: 4200 }, { outcomeId: c.outcomes[0], coef: 1850 }], amount: 5_000, accountId: bettor.accountId })).json(),
    ).coupons[0]?.id;
    const singles = PlaceCouponResponseSchema.parse(
      (await placeCall(site.app, bettor, { typeId: 10001, bets: [{ outcomeId: c.outcomes[1], coef: 3400 }], amount: 1_000, accountId: bettor.accountId })).json(),
    ).coupons[0]?.id;
    await finishGame(site.db, a, 0);
    await finishGame(site.db, b, 0);
    await settleNow(site.app);
    // The express lost its leg on a: lost at once, though c is still to play.

    const all = await history(bettor, '');
    expect(all.coupons.map((coupon) => coupon.id)).toEqual([singles, express, lost, won]);
    expect(all.paging).toEqual({ pageNumber: 1, pageSize: 20, totalCount: 4, totalPages: 1 });
    expect(all.totals).toEqual([{ currency: 'RUB', staked: 36_000, paidOut: 18_500 }]);
    expect((await history(bettor, 'status=won')).coupons.map((coupon) => coupon.id)).toEqual([won]);
    expect((await history(bettor, 'status=lost')).coupons.map((coupon) => coupon.id)).toEqual([express, lost]);
    expect((await history(bettor, 'status=open')).coupons.map((coupon) => coupon.id)).toEqual([singles]);
    expect((await history(bettor, 'status=settled')).paging.totalCount).toBe(3);
    expect((await history(bettor, 'typeId=1')).coupons.map((coupon) => coupon.id)).toEqual([express]);
    expect((await history(bettor, 'typeId=0')).coupons.map((coupon) => coupon.id)).toEqual([lost, won]);
    expect((await history(bettor, 'typeId=10001')).coupons.map((coupon) => coupon.id)).toEqual([singles]);
    expect((await history(bettor, 'period=day')).paging.totalCount).toBe(3);
    const today = new Date(site.clock.now()).toISOString().slice(0, 10);
    expect((await history(bettor, `from=${today}&to=${today}`)).paging.totalCount).toBe(3);
    const paged = await history(bettor, 'pageSize=3&page=2');
    expect(paged.coupons.map((coupon) => coupon.id)).toEqual([won]);
    expect(paged.paging).toEqual({ pageNumber: 2, pageSize: 3, totalCount: 4, totalPages: 2 });
    expect((await history(bettor, 'status=won')).coupons[0]?.bets[0]).toMatchObject({ result: 'won', outcomeName: '1' });
    expect((await get(bettor, `${BettingPaths.history}?status=nope`)).statusCode).toBe(400);
  });

  it('print coupon: only the owner sees it; ids are digits only', async () => {
    const bettor = await newBettor(site);
    const stranger = await newBettor(site, 0);
    const game = await lineGame(site.db);
    const id = PlaceCouponResponseSchema.parse((await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 1_000, accountId: bettor.accountId })).json()).coupons[0]?.id ?? 0;
    expect((await get(bettor, couponPath(id))).json()).toMatchObject({ coupon: { id, status: 'open' } });
    expect((await get(stranger, couponPath(id))).statusCode).toBe(404);
    expect((await get(bettor, '/web-api/betting/coupons/12a')).statusCode).toBe(400);
  });

  it('saves a slip under a code and loads it with the line’s coefficients now', async () => {
    const bettor = await newBettor(site);
    const friend = await newBettor(site, 0);
    const game = await lineGame(site.db);
    const saved = await site.app.inject({
      method: 'POST',
      url: BettingPaths.savedCoupons,
      cookies: { ua: bettor.session },
      payload: { typeId: 1, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }, { outcomeId: game.totals[0], coef: 1900 }], amount: 5_000 },
    });
    expect(saved.statusCode).toBe(201);
    const { code } = SavedCouponResponseSchema.parse(saved.json());
    await site.db.query('update line_outcomes set coef = 1900 where id = $1', [game.outcomes[0]]);
    await site.db.query('update line_markets set is_blocked = true where id = $1', [game.totalMarketId]);
    const loaded = LoadedCouponResponseSchema.parse((await get(friend, savedCouponPath(code.toLowerCase()))).json());
    expect(loaded).toEqual({
      code,
      typeId: 1,
      systemValue: null,
      amount: 5_000,
      bets: [
        { outcomeId: game.outcomes[0], savedCoef: 1850, coef: 1900, available: true },
        { outcomeId: game.totals[0], savedCoef: 1900, coef: 1900, available: false },
      ],
    });
    expect((await get(friend, savedCouponPath('ZZZZZZZZ'))).json()).toMatchObject({ error: { code: 'saved_coupon_not_found' } });
  });

  it('lists the promo codes the person may use and checks one against the coupon', async () => {
    const bettor = await newBettor(site);
    const list = CouponPromoCodesResponseSchema.parse((await get(bettor, BettingPaths.promoCodes)).json());
    expect(list.promoCodes.map((promo) => promo.code)).toEqual(['EXPRESS10', 'SINGLE5']);
    const check = async (payload: Record<string, unknown>) =>
      CouponPromoCheckResponseSchema.parse((await site.app.inject({ method: 'POST', url: BettingPaths.promoCodeCheck, cookies: { ua: bettor.session }, payload })).json());
    expect(await check({ code: 'express10', typeId: 1, betsCount: 3, coef: 4000 })).toMatchObject({ code: 'EXPRESS10', status: 'valid', promo: { boostPercent: 10 } });
    expect((await check({ code: 'EXPRESS10', typeId: 1, betsCount: 2, coef: 4000 })).status).toBe('not_applicable');
    expect((await check({ code: 'NOPE', typeId: 0, betsCount: 1, coef: 1500 })).status).toBe('invalid');
    const game = await lineGame(site.db);
    await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 1_000, accountId: bettor.accountId, promoCode: 'SINGLE5' });
    expect((await check({ code: 'SINGLE5', typeId: 0, betsCount: 1, coef: 1850 })).status).toBe('used');
    expect(CouponPromoCodesResponseSchema.parse((await get(bettor, BettingPaths.promoCodes)).json()).promoCodes.map((promo) => promo.code)).toEqual(['EXPRESS10']);
  });
});
