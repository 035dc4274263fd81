import { BettingPaths, CashOutOfferResponseSchema, CashOutResponseSchema, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, PlaceCouponResponseSchema, SESSION_COOKIE, cashOutPath } from '@betting/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { auditLedger } from '../wallet/testing';
import { balanceOf, bettingSite, finishGame, lineGame, newBettor, placeCall, settleNow, type Bettor, type BettingSite } from './betting.fixture';

const LEDGER_WHOLE = { lost: 0, doubled: 0, negative: 0, mismatched: 0 };

const offerOf = async (site: BettingSite, bettor: Bettor, couponId: number) => {
  const response = await site.app.inject({ method: 'GET', url: cashOutPath(couponId), cookies: { [SESSION_COOKIE]: bettor.session } });
  expect(response.statusCode, response.body).toBe(200);
  return CashOutOfferResponseSchema.parse(response.json());
};

const cashOut = (site: BettingSite, bettor: Bettor, couponId: number, body: { offer: number; amount: number }, key: string = randomUUID()) =>
  site.app.inject({ method: 'POST', url: cashOutPath(couponId), cookies: { [SESSION_COOKIE]: bettor.session }, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, payload: body });

async function express(site: BettingSite, bettor: Bettor, legs: readonly { outcomeId: number; coef: number }[], amount: number): Promise<number> {
  const response = await placeCall(site.app, bettor, { typeId: legs.length === 1 ? 0 : 1, bets: [...legs], amount, accountId: bettor.accountId });
  expect(response.statusCode, response.body).toBe(201);
  return PlaceCouponResponseSchema.parse(response.json()).coupons[0]!.id;
}

describe.each(enginesUnderTest())('cash out on $name', (engine) => {
  const site = bettingSite(engine);

  it('a 3-leg express with a leg won: part of the offer, then the rest at the same prices, balance exact', async () => {
    const bettor = await newBettor(site, 100_000);
    const [a, b, c] = [await lineGame(site.db, { coefs: [2000, 3400, 4200] }), await lineGame(site.db, { coefs: [1500, 3400, 4200] }), await lineGame(site.db, { coefs: [3000, 3400, 1300] })];
    const couponId = await express(site, bettor, [{ outcomeId: a.outcomes[0], coef: 2000 }, { outcomeId: b.outcomes[0], coef: 1500 }, { outcomeId: c.outcomes[0], coef: 3000 }], 10_000);
    await finishGame(site.db, a, 0);
    // The open legs' prices now: 1.25 and 2.50.
    await site.db.query('update line_outcomes set coef = $2 where id = $1', [b.outcomes[0], 1250]);
    await site.db.query('update line_outcomes set coef = $2 where id = $1', [c.outcomes[0], 2500]);
    // 100.00 × 2 × 1.5 × 3 = 900.00 if all win; × 0.8 × 0.4 = 288.00; 5 % margin: 273.60.
    const first = await offerOf(site, bettor, couponId);
    expect(first).toEqual({
      couponId,
      currency: 'RUB',
      offer: 27_360,
      reason: null,
      legs: [{ outcomeId: a.outcomes[0], coef: null }, { outcomeId: b.outcomes[0], coef: 1250 }, { outcomeId: c.outcomes[0], coef: 2500 }],
    });

    const part = await cashOut(site, bettor, couponId, { offer: 27_360, amount: 10_000 });
    expect(part.statusCode, part.body).toBe(200);
    const parted = CashOutResponseSchema.parse(part.json());
    expect(parted).toMatchObject({ paid: 10_000, coupon: { status: 'open', cashedOut: 10_000 } });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + 10_000);
    expect((await offerOf(site, bettor, couponId)).offer).toBe(17_360);

    const rest = await cashOut(site, bettor, couponId, { offer: 17_360, amount: 17_360 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(CashOutResponseSchema.parse(rest.json()).coupon).toMatchObject({ status: 'cashed_out', cashedOut: 27_360, payout: 27_360 });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + 27_360);
    expect(await offerOf(site, bettor, couponId)).toMatchObject({ offer: null, reason: 'settled' });

    // Its games end as it would have won: nothing more is paid.
    await finishGame(site.db, b, 0);
    await finishGame(site.db, c, 0);
    await settleNow(site.app);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + 27_360);
    expect(await auditLedger(site.db)).toMatchObject(LEDGER_WHOLE);
  });

  it('a part taken, then the coupon wins: the share still held is paid', async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db, { coefs: [2000, 3400, 4200] });
    const couponId = await express(site, bettor, [{ outcomeId: game.outcomes[0], coef: 2000 }], 10_000);
    // At 2.00 still: fair 100.00, offer 95.00; take 38.00 of it, keep 60 % of the coupon.
    const { offer } = await offerOf(site, bettor, couponId);
    expect(offer).toBe(9_500);
    expect((await cashOut(site, bettor, couponId, { offer: 9_500, amount: 3_800 })).statusCode).toBe(200);
    await finishGame(site.db, game, 0);
    await settleNow(site.app);
    const [row] = await site.db.query<{ status: string; payout: string }>('select status, payout from bet_coupons where id = $1', [couponId]);
    expect(row).toMatchObject({ status: 'won' });
    expect(Number(row?.payout)).toBe(12_000);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + 3_800 + 12_000);
    expect(await auditLedger(site.db)).toMatchObject(LEDGER_WHOLE);
  });

  it('a moved offer is refused with the new one; a retried call pays once; nothing for a lost coupon', async () => {
    const bettor = await newBettor(site, 100_000);
    const [a, b] = [await lineGame(site.db), await lineGame(site.db)];
    const couponId = await express(site, bettor, [{ outcomeId: a.outcomes[0], coef: a.coefs[0] }, { outcomeId: b.outcomes[0], coef: b.coefs[0] }], 10_000);
    const { offer } = await offerOf(site, bettor, couponId);
    await site.db.query('update line_outcomes set coef = coef + 500 where id = $1', [b.outcomes[0]]);
    const moved = await cashOut(site, bettor, couponId, { offer: offer!, amount: offer! });
    expect(moved.statusCode).toBe(409);
    const now = (await offerOf(site, bettor, couponId)).offer!;
    expect(moved.json()).toMatchObject({ error: { code: 'cash_out_changed', params: { offer: now } } });
    expect(now).toBeLessThan(offer!);

    const key = randomUUID();
    const once = await cashOut(site, bettor, couponId, { offer: now, amount: 1_000 }, key);
    const again = await cashOut(site, bettor, couponId, { offer: now, amount: 1_000 }, key);
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + 1_000);

    await finishGame(site.db, a, 2);
    const lost = await cashOut(site, bettor, couponId, { offer: now - 1_000, amount: 500 });
    expect(lost.json()).toMatchObject({ error: { code: 'cash_out_unavailable', params: { reason: 'lost' } } });
    expect((await site.app.inject({ method: 'GET', url: BettingPaths.history, cookies: { [SESSION_COOKIE]: bettor.session } })).statusCode).toBe(200);
  });

  it('another bettor’s coupon is not found; a suspended market offers nothing', async () => {
    const [owner, other] = [await newBettor(site, 100_000), await newBettor(site, 100_000)];
    const game = await lineGame(site.db);
    const couponId = await express(site, owner, [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], 10_000);
    expect((await site.app.inject({ method: 'GET', url: cashOutPath(couponId), cookies: { [SESSION_COOKIE]: other.session } })).statusCode).toBe(404);
    await site.db.query('update line_markets set is_suspended = true where id = $1', [game.marketId]);
    expect(await offerOf(site, owner, couponId)).toMatchObject({ offer: null, reason: 'closed' });
  });
});

describe.each(enginesUnderTest().filter((engine) => engine.name === 'postgres'))('cash out under concurrency on $name', (engine) => {
  const site = bettingSite(engine);

  it('racing settlement, or another cash out, exactly one pays each coupon', async () => {
    const bettor = await newBettor(site, 1_000_000);
    for (let round = 0; round < 6; round += 1) {
      const game = await lineGame(site.db);
      const couponId = await express(site, bettor, [{ outcomeId: game.outcomes[0], coef: game.coefs[0] }], 10_000);
      const { offer } = await offerOf(site, bettor, couponId);
      const answers = await Promise.all([
        cashOut(site, bettor, couponId, { offer: offer!, amount: offer! }),
        cashOut(site, bettor, couponId, { offer: offer!, amount: offer! }),
        round % 2 === 0 ? finishGame(site.db, game, 0).then(() => settleNow(site.app)) : Promise.resolve(),
      ]);
      const paidByCashOut = answers.slice(0, 2).filter((answer) => answer !== undefined && (answer as { statusCode: number }).statusCode === 200).length;
      const [row] = await site.db.query<{ status: string }>('select status from bet_coupons where id = $1', [couponId]);
      if (round % 2 !== 0) {
        expect(paidByCashOut, `round ${round}`).toBe(1);
        expect(row?.status).toBe('cashed_out');
      } else {
        await settleNow(site.app);
        const [settled] = await site.db.query<{ status: string }>('select status from bet_coupons where id = $1', [couponId]);
        expect(paidByCashOut <= 1 && (paidByCashOut === 1 ? settled?.status === 'cashed_out' : settled?.status === 'won'), `round ${round}: ${paidByCashOut} ${settled?.status}`).toBe(true);
      }
      const credits = await site.db.query<{ n: number }>("select count(*)::int as n from ledger_transactions where (reference = $1 or reference like $2) and kind = 'bet_win'", [`bet:${couponId}`, `bet:${couponId}:cash-out:%`]);
      expect(credits[0]?.n, `round ${round}`).toBe(1);
    }
    expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });
});
