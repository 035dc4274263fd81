import { PlaceCouponResponseSchema, type PlacedCoupon } from '@betting/contracts';
import { settleCoupon as libSettle } from '@betting/coupon';
import { applyCoef, manualClock, multiplyCoefs } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identityApp } from '../identity/testing';
import { limitCalls } from '../limits/testing';
import { seededSite } from '../testing/app.fixture';
import { auditLedger } from '../wallet/testing';
import { balanceOf, bettingSite, decide, finishGame, ledgerCount, lineGame, newBettor, placeCall, settleNow, TEST_BETTING, type Bettor } from './betting.fixture';
import { settleCoupon, settleDecidedCoupons } from './settlement';

describe.each(enginesUnderTest())('settling coupons on $name', (engine) => {
  const site = bettingSite(engine);
  const place = async (bettor: Bettor, body: Record<string, unknown>): Promise<PlacedCoupon> => {
    const response = await placeCall(site.app, bettor, { typeId: 0, bets: [], accountId: bettor.accountId, ...body } as never);
    expect(response.statusCode, response.body).toBe(201);
    const coupon = PlaceCouponResponseSchema.parse(response.json()).coupons[0];
    if (!coupon) throw new Error('no coupon');
    return coupon;
  };
  const couponRow = async (id: number) => (await site.db.query<{ status: string; payout: string | number | null }>('select status, payout from bet_coupons where id = $1', [id]))[0];

  it('a won express is credited once, however often settlement runs; legs carry their results', async () => {
    const bettor = await newBettor(site, 100_000);
    const a = await lineGame(site.db);
    const b = await lineGame(site.db, { coefs: [2100, 3000, 3500] });
    const coupon = await place(bettor, { typeId: 1, bets: [{ outcomeId: a.outcomes[0], coef: 1850 }, { outcomeId: b.outcomes[0], coef: 2100 }], amount: 10_000 });
    expect((await settleNow(site.app)).couponIds).not.toContain(coupon.id);
    await finishGame(site.db, a);
    expect((await settleNow(site.app)).couponIds).not.toContain(coupon.id);
    await finishGame(site.db, b);
    expect((await settleNow(site.app)).couponIds).toContain(coupon.id);
    expect((await settleNow(site.app)).couponIds).not.toContain(coupon.id);
    expect(await settleCoupon({ db: site.db, clock: site.clock }, coupon.id)).toBe(false);
    const payout = applyCoef(10_000, multiplyCoefs([1850, 2100]));
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'won' });
    expect(Number((await couponRow(coupon.id))?.payout)).toBe(payout);
    expect(await ledgerCount(site.db, 'bet_win', coupon.id)).toBe(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + payout);
    const history = await site.app.inject({ method: 'GET', url: `/web-api/betting/coupons/${coupon.id}`, cookies: { ua: bettor.session } });
    expect(history.json()).toMatchObject({ coupon: { status: 'won', payout, bets: [{ result: 'won' }, { result: 'won' }] } });
  });

  it('a lost coupon pays nothing; an all-void coupon refunds the stake; a void leg counts 1.000', async () => {
    const bettor = await newBettor(site, 100_000);
    const a = await lineGame(site.db);
    const b = await lineGame(site.db);
    const c = await lineGame(site.db);
    const lost = await place(bettor, { bets: [{ outcomeId: a.outcomes[1], coef: 3400 }], amount: 10_000 });
    const voided = await place(bettor, { bets: [{ outcomeId: b.outcomes[0], coef: 1850 }], amount: 10_000 });
    const partVoid = await place(bettor, { typeId: 1, bets: [{ outcomeId: c.outcomes[0], coef: 1850 }, { outcomeId: b.outcomes[2], coef: 4200 }], amount: 10_000 });
    await finishGame(site.db, a, 0);
    await finishGame(site.db, b, 'void');
    await finishGame(site.db, c, 0);
    await settleNow(site.app);
    expect(await couponRow(lost.id)).toMatchObject({ status: 'lost' });
    expect(Number((await couponRow(lost.id))?.payout)).toBe(0);
    expect(await ledgerCount(site.db, 'bet_win', lost.id)).toBe(0);
    expect(await couponRow(voided.id)).toMatchObject({ status: 'void' });
    expect(await ledgerCount(site.db, 'bet_refund', voided.id)).toBe(1);
    expect(Number((await couponRow(partVoid.id))?.payout)).toBe(18_500);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(70_000 + 10_000 + 18_500);
  });

  it('a bettor with bet notices on gets one e-mail per settled coupon, in its settlement; one without gets none', async () => {
    const asked = await newBettor(site, 100_000);
    const quiet = await newBettor(site, 100_000);
    const email = `bets-${engine.name}-${asked.userId}@example.com`;
    await site.db.query('update users set email = $2 where id = $1', [asked.userId, email]);
    await site.db.query('insert into user_mailing_settings (user_id, enable_mail_bets, updated_at) values ($1, true, now())', [asked.userId]);
    await site.db.query('update users set email = $2 where id = $1', [quiet.userId, `quiet-${engine.name}-${quiet.userId}@example.com`]);
    const game = await lineGame(site.db);
    const won = await place(asked, { bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 10_000 });
    const lost = await place(asked, { bets: [{ outcomeId: game.outcomes[1], coef: 3400 }], amount: 5_000 });
    await place(quiet, { bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 10_000 });
    await finishGame(site.db, game, 0);
    await settleNow(site.app);
    await settleNow(site.app);
    const mails = await site.db.query<{ recipient: string; subject: string; body: string }>('select recipient, subject, body from outbox_messages where recipient like $1 order by id', [`%-${engine.name}-%@example.com`]);
    expect(mails.filter((mail) => mail.recipient !== email)).toEqual([]);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([`Bet No. ${won.id} settled: won`, `Bet No. ${lost.id} settled: lost`].sort());
    expect(mails.find((mail) => mail.subject.includes(String(won.id)))?.body).toContain('185.00');
  });

  it('an express is lost as soon as one leg loses, while its other games are still to play; a system once every line is', async () => {
    const bettor = await newBettor(site, 100_000);
    const [a, b, c] = [await lineGame(site.db), await lineGame(site.db), await lineGame(site.db)];
    const express = await place(bettor, { typeId: 1, bets: [{ outcomeId: a.outcomes[1], coef: 3400 }, { outcomeId: b.outcomes[0], coef: 1850 }], amount: 10_000 });
    const system = await place(bettor, { typeId: 2, systemValue: 2, bets: [{ outcomeId: a.outcomes[1], coef: 3400 }, { outcomeId: b.outcomes[1], coef: 3400 }, { outcomeId: c.outcomes[0], coef: 1850 }], amount: 9_000 });
    await finishGame(site.db, a, 0);
    await settleNow(site.app);
    expect(await couponRow(express.id)).toMatchObject({ status: 'lost' });
    expect(Number((await couponRow(express.id))?.payout)).toBe(0);
    // One lost leg of three leaves the system a line (b and c): still open.
    expect(await couponRow(system.id)).toMatchObject({ status: 'open' });
    await finishGame(site.db, b, 0);
    await settleNow(site.app);
    expect(await couponRow(system.id)).toMatchObject({ status: 'lost' });

    await finishGame(site.db, c, 0);
    await settleNow(site.app);
    expect(await couponRow(express.id)).toMatchObject({ status: 'lost' });
    expect(await ledgerCount(site.db, 'bet_win', express.id)).toBe(0);
    expect(await ledgerCount(site.db, 'bet_win', system.id)).toBe(0);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(100_000 - 10_000 - 9_000);
    expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });

  it('a bonus express with void legs pays the bonus recomputed on its decided legs (spec §4: three legs or none)', async () => {
    const bettor = await newBettor(site, 100_000);
    const games = [await lineGame(site.db), await lineGame(site.db), await lineGame(site.db), await lineGame(site.db)];
    const bets = games.map((game) => ({ outcomeId: game.outcomes[0], coef: 1850 }));
    const four = await place(bettor, { typeId: 1, bets, amount: 10_000, withBonusBet: true });
    const three = await place(bettor, { typeId: 1, bets: bets.slice(0, 3), amount: 10_000, withBonusBet: true });
    expect([four.bonusBetCoef, three.bonusBetCoef]).toEqual([1144, 1133]);
    await finishGame(site.db, games[0] as never, 'void');
    for (const game of games.slice(1)) await finishGame(site.db, game as never, 0);
    await settleNow(site.app);
    // Four legs, one void: the three decided legs keep the 3-leg bonus (1.133), not the 4-leg one.
    expect(Number((await couponRow(four.id))?.payout)).toBe(applyCoef(10_000, multiplyCoefs([1850, 1850, 1850, 1133])));
    // Three legs, one void: two legs do not qualify; no bonus.
    expect(Number((await couponRow(three.id))?.payout)).toBe(applyCoef(10_000, multiplyCoefs([1850, 1850])));
  });

  it('a system 2 of 3 with one lost leg pays its surviving line, by the coupon lib’s maths', async () => {
    const bettor = await newBettor(site, 100_000);
    const games = [await lineGame(site.db), await lineGame(site.db, { coefs: [2000, 3000, 4000] }), await lineGame(site.db, { coefs: [2500, 3000, 2800] })];
    const coupon = await place(bettor, { typeId: 2, systemValue: 2, bets: games.map((game) => ({ outcomeId: game.outcomes[0], coef: game.coefs[0] })), amount: 30_000 });
    await finishGame(site.db, games[0] as never, 0);
    await finishGame(site.db, games[1] as never, 0);
    await finishGame(site.db, games[2] as never, 1);
    await settleNow(site.app);
    const expected = libSettle({ typeId: 2, systemValue: 2, amount: 30_000, legs: [{ coef: 1850, result: 'won' }, { coef: 2000, result: 'won' }, { coef: 2500, result: 'lost' }] });
    expect(expected).toBe(37_000);
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'partly' });
    expect(Number((await couponRow(coupon.id))?.payout)).toBe(expected);
  });

  it('a promo boost is paid with the win', async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db);
    const coupon = await place(bettor, { bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 10_000, promoCode: 'SINGLE5' });
    await finishGame(site.db, game, 0);
    await settleNow(site.app);
    expect(Number((await couponRow(coupon.id))?.payout)).toBe(18_925);
  });

  it('the line’s finished-games event settles at once; the ledger stays whole', async () => {
    const listeners: ((gameIds: readonly number[]) => void)[] = [];
    const own = await identityApp(engine, { betting: { ...TEST_BETTING, onGamesFinished: (listener) => void listeners.push(listener) } });
    try {
      const bettor = await newBettor(own, 10_000);
      const game = await lineGame(own.db);
      const response = await placeCall(own.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 10_000, accountId: bettor.accountId });
      const id = PlaceCouponResponseSchema.parse(response.json()).coupons[0]?.id ?? 0;
      await finishGame(own.db, game, 0);
      expect(listeners).toHaveLength(1);
      listeners.forEach((listener) => listener([game.gameId]));
      await expect.poll(async () => balanceOf(own.db, bettor.accountId)).toBe(18_500);
      expect(await ledgerCount(own.db, 'bet_win', id)).toBe(1);
      expect(await auditLedger(own.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
    } finally {
      await own.close();
    }
  });
});

describe.each(enginesUnderTest().filter((engine) => engine.name === 'postgres'))('settlement under concurrency on $name', (engine) => {
  const site = seededSite(() => identityApp(engine, { betting: TEST_BETTING }, Date.UTC(2026, 10, 22, 12)));

  it('ten sweeps at once credit each coupon exactly once', async () => {
    const bettor = await newBettor(site, 1_000_000);
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const game = await lineGame(site.db);
      const response = await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 10_000, accountId: bettor.accountId });
      ids.push(PlaceCouponResponseSchema.parse(response.json()).coupons[0]?.id ?? 0);
      await decide(site.db, { [game.outcomes[0]]: 'won' });
    }
    const clock = manualClock(site.clock.now());
    const runs = await Promise.all(Array.from({ length: 10 }, () => settleDecidedCoupons({ db: site.db, clock })));
    expect(runs.flatMap((run) => run.couponIds).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await ledgerCount(site.db, 'bet_win', id)).toBe(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(1_000_000 - 50_000 + 5 * 18_500);
    expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
  });

  it('fifty placements at once never take the balance below zero; every accepted stake is one ledger entry', async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 7_000, accountId: bettor.accountId })),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(placed.length + refused.length).toBe(50);
    expect(placed).toHaveLength(14);
    for (const response of refused) expect(response.json()).toMatchObject({ refusals: [{ code: 'insufficient_balance' }] });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(100_000 - 14 * 7_000);
    const [stakes] = await site.db.query<{ n: string | number }>(
      "select count(*) as n from ledger_transactions t join bet_coupons c on t.reference = 'bet:' || c.id where t.kind = 'bet_stake' and c.user_id = $1",
      [bettor.userId],
    );
    expect(Number(stakes?.n)).toBe(14);
    expect(await auditLedger(site.db)).toMatchObject({ negative: 0, doubled: 0, lost: 0 });
  });

  it('twenty stakes at once under a wagering limit: only those that fit pass (the limit decides under the person’s lock)', async () => {
    const bettor = await newBettor(site, 1_000_000);
    const game = await lineGame(site.db);
    expect((await limitCalls(site.app, { session: bettor.session }).set({ limitType: 1, limitValue: 100 })).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 3_000, accountId: bettor.accountId })),
    );
    // 100.00 of wagering: three stakes of 30.00 fit, a fourth would make 120.00.
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 403)).toHaveLength(17);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(1_000_000 - 9_000);
  });

  it('the same key sent ten times at once places one coupon', async () => {
    const bettor = await newBettor(site, 100_000);
    const game = await lineGame(site.db);
    const body = { typeId: 0 as const, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 7_000, accountId: bettor.accountId };
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeCall(site.app, bettor, body, 'same-key-for-ten')));
    const ids = new Set(responses.map((response) => PlaceCouponResponseSchema.parse(response.json()).coupons[0]?.id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(93_000);
  });
});
