import { randomUUID } from 'node:crypto';
import { BettingPaths, CouponRefusedResponseSchema, IDEMPOTENT_REPLAY_HEADER, PlaceCouponResponseSchema, limitRefusalOfPaymentError, type CouponRefusalCode, type CouponRefusalWire, type PlaceCouponBodyInput } from '@betting/contracts';
import { bonusBetCoef, possibleWin, systemLineCount } from '@betting/coupon';
import { applyCoef, multiplyCoefs } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { limitCalls, pingFor, startOfNextDay } from '../limits/testing';
import { setAccountFrozen } from '../wallet/testing';
import { balanceOf, bettingSite, lineGame, newBettor, placeCall, type Bettor } from './betting.fixture';

describe.each(enginesUnderTest())('placing coupons on $name', (engine) => {
  const site = bettingSite(engine);
  const base = (bettor: Bettor, fields: Partial<PlaceCouponBodyInput>): PlaceCouponBodyInput => ({ typeId: 0, bets: [], accountId: bettor.accountId, ...fields });
  const refusalsOf = async (bettor: Bettor, body: PlaceCouponBodyInput): Promise<CouponRefusalWire[]> => {
    const response = await placeCall(site.app, bettor, body);
    expect(response.statusCode, response.body).toBe(409);
    return CouponRefusedResponseSchema.parse(response.json()).refusals;
  };
  const refusedWith = async (bettor: Bettor, body: PlaceCouponBodyInput): Promise<CouponRefusalCode[]> => (await refusalsOf(bettor, body)).map((refusal) => refusal.code);

  it('a single: the stake leaves the account once, the coupon has the line’s names, 401 for a guest, 400 without a key', async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db);
    const body = base(bettor, { bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount: 10_000 });
    const response = await placeCall(site.app, bettor, body);
    expect(response.statusCode, response.body).toBe(201);
    const placed = PlaceCouponResponseSchema.parse(response.json());
    expect(placed.coupons).toHaveLength(1);
    expect(placed.coupons[0]).toMatchObject({ typeId: 0, slipTypeId: null, amount: 10_000, coef: 1850, possibleWin: 18_500, status: 'open', payout: null, currency: 'RUB', linesCount: 1 });
    expect(placed.coupons[0]?.bets[0]).toMatchObject({ outcomeId: game.outcomes[0], coef: 1850, result: null, marketName: '1X2', outcomeName: '1', sportName: 'Test ball', champName: 'Test League' });
    expect(placed.balance).toEqual({ accountId: bettor.accountId, money: 90_000, currency: 'RUB' });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);

    const guest = await site.app.inject({ method: 'POST', url: BettingPaths.coupons, payload: body });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    const keyless = await site.app.inject({ method: 'POST', url: BettingPaths.coupons, cookies: { ua: bettor.session }, payload: body });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'Idempotency-Key' } } });
  });

  it('an express with the bonus bet: the coefficient is the rounded product times the bonus coefficient', async () => {
    const bettor = await newBettor(site);
    const legs = [await lineGame(site.db, { coefs: [1850, 3400, 4200] }), await lineGame(site.db, { coefs: [2100, 3100, 3300] }), await lineGame(site.db, { coefs: [1333, 4000, 7000] })];
    const bets = legs.map((game) => ({ outcomeId: game.outcomes[0], coef: game.coefs[0] }));
    const response = await placeCall(site.app, bettor, base(bettor, { typeId: 1, bets, amount: 10_000, withBonusBet: true }));
    expect(response.statusCode, response.body).toBe(201);
    const coupon = PlaceCouponResponseSchema.parse(response.json()).coupons[0];
    const coef = multiplyCoefs([1850, 2100, 1333, bonusBetCoef(3)]);
    expect(coupon).toMatchObject({ typeId: 1, bonusBetCoef: 1133, coef, possibleWin: applyCoef(10_000, coef) });
    const plain = await placeCall(site.app, bettor, base(bettor, { typeId: 1, bets, amount: 10_000 }));
    expect(PlaceCouponResponseSchema.parse(plain.json()).coupons[0]).toMatchObject({ coef: multiplyCoefs([1850, 2100, 1333]), bonusBetCoef: null });
  });

  it.each([2, 4] as const)('a system (type %i) 2 of 3: C(3,2) lines and the possible win of the coupon lib', async (typeId) => {
    const bettor = await newBettor(site);
    const legs = [await lineGame(site.db), await lineGame(site.db), await lineGame(site.db)];
    const bets = legs.map((game) => ({ outcomeId: game.outcomes[0], coef: game.coefs[0] }));
    const response = await placeCall(site.app, bettor, base(bettor, { typeId, bets, amount: 30_000, systemValue: 2 }));
    expect(response.statusCode, response.body).toBe(201);
    const coupon = PlaceCouponResponseSchema.parse(response.json()).coupons[0];
    expect(coupon).toMatchObject({ typeId, systemValue: 2, linesCount: systemLineCount(3, 2), possibleWin: possibleWin({ typeId, amount: 30_000, coefs: [1850, 1850, 1850], systemValue: 2 }) });
  });

  it('multiple singles: one single coupon per bet with its own stake; one refused single does not stop the others', async () => {
    const bettor = await newBettor(site, 50_000);
    const a = await lineGame(site.db);
    const b = await lineGame(site.db);
    const c = await lineGame(site.db);
    const response = await placeCall(
      site.app,
      bettor,
      base(bettor, {
        typeId: 10001,
        bets: [
          { outcomeId: a.outcomes[0], coef: a.coefs[0] },
          { outcomeId: b.outcomes[2], coef: b.coefs[2] },
          { outcomeId: c.outcomes[1], coef: c.coefs[1] },
        ],
        amountByBetId: { [a.outcomes[0]]: 10_000, [b.outcomes[2]]: 20_000, [c.outcomes[1]]: 30_000 },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = PlaceCouponResponseSchema.parse(response.json());
    expect(placed.coupons.map((coupon) => [coupon.typeId, coupon.slipTypeId, coupon.amount])).toEqual([
      [0, 10001, 10_000],
      [0, 10001, 20_000],
    ]);
    expect(placed.singlesResults.map((single) => [single.outcomeId, single.placed])).toEqual([
      [a.outcomes[0], true],
      [b.outcomes[2], true],
      [c.outcomes[1], false],
    ]);
    const refused = placed.singlesResults[2];
    expect(refused?.placed === false && refused.refusals.map((refusal) => refusal.code)).toEqual(['insufficient_balance']);
    expect(placed.balance.money).toBe(20_000);
  });

  it('the same Idempotency-Key answers the same coupon and moves the money once; another body under it is a conflict', async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db);
    const body = base(bettor, { bets: [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], amount: 10_000 });
    const key = randomUUID();
    const first = await placeCall(site.app, bettor, body, key);
    const again = await placeCall(site.app, bettor, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    const firstCoupon = PlaceCouponResponseSchema.parse(first.json()).coupons[0];
    expect(PlaceCouponResponseSchema.parse(again.json()).coupons[0]).toEqual(firstCoupon);
    const stakes = await site.db.query<{ n: string | number }>("select count(*) as n from ledger_transactions where kind = 'bet_stake' and reference = $1", [`bet:${firstCoupon?.id}`]);
    expect(Number(stakes[0]?.n)).toBe(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);
    const other = await placeCall(site.app, bettor, { ...body, amount: 20_000 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    // A refused request keeps nothing: the corrected request may reuse its key.
    const refusedKey = randomUUID();
    expect((await placeCall(site.app, bettor, { ...body, amount: 50 }, refusedKey)).statusCode).toBe(409);
    expect((await placeCall(site.app, bettor, body, refusedKey)).statusCode).toBe(201);
  });

  it('refuses with every reason of the slip, typed: counts, system value, duplicates, same game, amounts, options', async () => {
    const bettor = await newBettor(site);
    const g = await lineGame(site.db);
    const h = await lineGame(site.db);
    const pick = (id: number, coef = 1850) => ({ outcomeId: id, coef });
    // The rules' codes and params are the coupon lib's own (one vocabulary), the bet as outcomeId.
    expect(await refusalsOf(bettor, base(bettor, { typeId: 1, bets: [pick(g.outcomes[0])], amount: 1000 }))).toEqual([{ code: 'not_enough_bets', outcomeId: null, params: { need: 2 } }]);
    expect(await refusedWith(bettor, base(bettor, { typeId: 0, bets: [pick(g.outcomes[0]), pick(h.outcomes[0])], amount: 1000 }))).toEqual(['too_many_bets']);
    expect(await refusedWith(bettor, base(bettor, { typeId: 2, bets: [pick(g.outcomes[0]), pick(h.outcomes[0]), pick(g.totals[0], 1900)], amount: 1000, systemValue: 3 }))).toContain('system_value_invalid');
    expect(await refusedWith(bettor, base(bettor, { typeId: 1, bets: [pick(g.outcomes[0]), pick(g.outcomes[0])], amount: 1000 }))).toEqual(['duplicate_bet']);
    expect(await refusedWith(bettor, base(bettor, { typeId: 1, bets: [pick(g.outcomes[0]), pick(g.outcomes[2], 4200)], amount: 1000 }))).toEqual(['same_game_conflict']);
    // A combinable market of the same game may join the express.
    expect((await placeCall(site.app, bettor, base(bettor, { typeId: 1, bets: [pick(g.totals[0], 1900), pick(g.totals[1], 1900)], amount: 1000 }))).statusCode).toBe(201);
    expect(await refusalsOf(bettor, base(bettor, { bets: [pick(g.outcomes[0])], amount: 50 }))).toEqual([{ code: 'amount_below_min', outcomeId: null, params: { min: 100, currency: 'RUB' } }]);
    expect(await refusedWith(bettor, base(bettor, { bets: [pick(g.outcomes[0])], amount: 600_000 }))).toEqual(['amount_above_max']);
    expect(await refusedWith(bettor, base(bettor, { typeId: 10001, bets: [pick(g.outcomes[0])] }))).toEqual(['amount_missing']);
    expect(await refusedWith(bettor, base(bettor, { typeId: 1, bets: [pick(g.outcomes[0]), pick(h.outcomes[0])], amount: 1000, withBonusBet: true }))).toEqual(['bonus_bet_unavailable']);
    expect(await refusedWith(bettor, base(bettor, { bets: [pick(g.outcomes[0])], amount: 1000, promoCode: 'NOSUCH' }))).toEqual(['promo_code_invalid']);
    expect(await refusedWith(bettor, base(bettor, { bets: [pick(2_000_000_000)], amount: 1000 }))).toEqual(['bet_not_found']);
  });

  it('a vip bet passes the maximum on line bets only; live bets and multiple singles are never vip', async () => {
    const bettor = await newBettor(site, 2_000_000);
    const line = await lineGame(site.db);
    const live = await lineGame(site.db, { live: true });
    const vip = await placeCall(site.app, bettor, base(bettor, { bets: [{ outcomeId: line.outcomes[0], coef: 1850 }], amount: 600_000, isVipBet: true }));
    expect(vip.statusCode, vip.body).toBe(201);
    expect(PlaceCouponResponseSchema.parse(vip.json()).coupons[0]).toMatchObject({ isVipBet: true, amount: 600_000 });
    expect(await refusedWith(bettor, base(bettor, { bets: [{ outcomeId: live.outcomes[0], coef: 1850 }], amount: 1000, isVipBet: true }))).toEqual(['vip_unavailable']);
    expect(await refusedWith(bettor, base(bettor, { typeId: 10001, bets: [{ outcomeId: line.outcomes[1], coef: 3400 }], amount: 1000, isVipBet: true }))).toEqual(['vip_unavailable']);
  });

  it('refuses bets the line does not offer now: blocked, suspended, finished, disallowed sport', async () => {
    const bettor = await newBettor(site);
    const game = await lineGame(site.db);
    const single = (outcomeId: number, coef: number) => base(bettor, { bets: [{ outcomeId, coef }], amount: 1000 });
    await site.db.query('update line_markets set is_blocked = true where id = $1', [game.marketId]);
    expect(await refusedWith(bettor, single(game.outcomes[0], 1850))).toEqual(['bet_locked']);
    await site.db.query('update line_markets set is_blocked = false, is_suspended = true where id = $1', [game.marketId]);
    expect(await refusedWith(bettor, single(game.outcomes[0], 1850))).toEqual(['bet_suspended']);
    await site.db.query('update line_markets set is_suspended = false where id = $1', [game.marketId]);
    await site.db.query("update line_games set status = 'finished' where id = $1", [game.gameId]);
    expect(await refusedWith(bettor, single(game.outcomes[0], 1850))).toEqual(['bet_finished']);

    const other = await lineGame(site.db, { sportId: 9002 });
    await site.db.query('update users set disallow_line_sport = $2 where id = $1', [bettor.userId, [9002]]);
    expect(await refusedWith(bettor, single(other.outcomes[0], 1850))).toEqual(['sport_disallowed']);
    // Only the line section is disallowed: the same sport live is offered.
    const live = await lineGame(site.db, { sportId: 9002, live: true });
    expect((await placeCall(site.app, bettor, single(live.outcomes[0], 1850))).statusCode).toBe(201);
  });

  it('a moved coefficient follows changeCoefAction: 0 refuses any change, 2 takes increases only, 1 takes any; placed at the line’s coef', async () => {
    const bettor = await newBettor(site);
    const game = await lineGame(site.db, { coefs: [2000, 3000, 4000] });
    const body = (seen: number, changeCoefAction: 0 | 1 | 2) => base(bettor, { bets: [{ outcomeId: game.outcomes[0], coef: seen }], amount: 1000, changeCoefAction });
    const response = await placeCall(site.app, bettor, body(2100, 0));
    expect(CouponRefusedResponseSchema.parse(response.json()).refusals).toEqual([{ code: 'coef_changed', outcomeId: game.outcomes[0], params: { before: 2100, after: 2000 } }]);
    expect(await refusedWith(bettor, body(2100, 2))).toEqual(['coef_changed']);
    const up = await placeCall(site.app, bettor, body(1900, 2));
    expect(PlaceCouponResponseSchema.parse(up.json()).coupons[0]?.coef).toBe(2000);
    expect(await refusedWith(bettor, body(1900, 0))).toEqual(['coef_changed']);
    const any = await placeCall(site.app, bettor, body(2500, 1));
    expect(PlaceCouponResponseSchema.parse(any.json()).coupons[0]).toMatchObject({ coef: 2000, bets: [{ coef: 2000 }] });
  });

  it('refuses by the wallet: unknown or frozen account, short balance; the balance never goes below zero', async () => {
    const bettor = await newBettor(site, 5_000);
    const game = await lineGame(site.db);
    const single = (accountId: number, amount: number) => ({ typeId: 0 as const, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount, accountId });
    expect(await refusedWith(bettor, single(999_999_999, 1000))).toEqual(['account_not_found']);
    expect(await refusalsOf(bettor, single(bettor.accountId, 6_000))).toEqual([{ code: 'insufficient_balance', outcomeId: null, params: { balance: 5_000, need: 6_000, currency: 'RUB' } }]);
    await site.db.transaction((tx) => setAccountFrozen(tx, bettor.userId, bettor.accountId, true));
    expect(await refusedWith(bettor, single(bettor.accountId, 1000))).toEqual(['account_frozen']);
    await site.db.transaction((tx) => setAccountFrozen(tx, bettor.userId, bettor.accountId, false));
    expect(await balanceOf(site.db, bettor.accountId)).toBe(5_000);
  });

  it('responsible-gaming limits refuse the stake with their reason: a wagering limit, then a time-out', async () => {
    const bettor = await newBettor(site);
    const game = await lineGame(site.db);
    const calls = limitCalls(site.app, { session: bettor.session });
    expect((await calls.set({ limitType: 1, limitValue: 100 })).statusCode).toBe(200);
    const body = { typeId: 0 as const, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 8_000, accountId: bettor.accountId };
    expect((await placeCall(site.app, bettor, body)).statusCode).toBe(201);
    const over = await placeCall(site.app, bettor, body);
    expect(over.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(over.json())).toEqual({ code: 'wagering_limit_exceeded', limitType: 1, limitValue: 100, remaining: 2_000, currency: 'RUB' });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(992_000);

    const other = await newBettor(site);
    expect((await limitCalls(site.app, { session: other.session }).set({ limitType: 33, limitValue: 1 })).statusCode).toBe(200);
    const timedOut = await placeCall(site.app, other, { ...body, accountId: other.accountId, amount: 1000 });
    expect(timedOut.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(timedOut.json())).toMatchObject({ code: 'time_out_active', limitType: 33 });
  });

  it('a used-up session limit refuses the stake with its reason (session time from the page’s pings)', async () => {
    const bettor = await newBettor(site);
    const game = await lineGame(site.db);
    await startOfNextDay(site.app, bettor.userId);
    expect((await limitCalls(site.app, { session: bettor.session }).set({ limitType: 31, limitValue: 1 })).statusCode).toBe(200);
    expect(await pingFor(site.app, { session: bettor.session }, bettor.userId, 3600, 150)).toMatchObject({ sessionLimitEnded: true });
    const refused = await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 1000, accountId: bettor.accountId });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(limitRefusalOfPaymentError(refused.json())).toEqual({ code: 'session_limit_reached', limitType: 31, limitValue: 1 });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(1_000_000);
  });

  it('a promo code boosts the possible win, once per person', async () => {
    const bettor = await newBettor(site);
    const game = await lineGame(site.db);
    const body = base(bettor, { bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 10_000, promoCode: 'single5' });
    const placed = await placeCall(site.app, bettor, body);
    expect(placed.statusCode, placed.body).toBe(201);
    // 18 500 at 1.85; +5 % of the 8 500 profit.
    expect(PlaceCouponResponseSchema.parse(placed.json()).coupons[0]).toMatchObject({ promoCode: 'SINGLE5', possibleWin: 18_925 });
    const again = await placeCall(site.app, bettor, body);
    expect(CouponRefusedResponseSchema.parse(again.json()).refusals).toEqual([{ code: 'promo_code_invalid', outcomeId: null, params: { code: 'SINGLE5', status: 'used' } }]);
  });
});
