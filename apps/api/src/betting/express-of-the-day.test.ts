import {
  BettingPaths,
  CouponRefusedResponseSchema,
  CouponResponseSchema,
  BetHistoryResponseSchema,
  EXPRESS_OF_THE_DAY_BOOST,
  ExpressOfTheDayResponseSchema,
  IDEMPOTENT_REPLAY_HEADER,
  PlaceCouponResponseSchema,
  SESSION_COOKIE,
  couponPath,
  type ExpressOfTheDay,
  type PlaceCouponBodyInput,
} from '@betting/contracts';
import { applyCoef, multiplyCoefs } from '@betting/kernel';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { START } from '../identity/testing';
import { balanceOf, bettingSite, finishGame, ledgerCount, lineGame, newBettor, placeCall, settleNow, type Bettor, type TestGame } from './betting.fixture';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(enginesUnderTest())('the express of the day on $name', (engine) => {
  const site = bettingSite(engine);
  let days = 0;
  /** Noon of a UTC day five days past the previous test's: the earlier tests' games have all started by then. */
  const freshDay = () => {
    days += 5;
    site.clock.set(START + days * DAY);
  };
  const game = (startInHours: number, options: { coefs?: readonly [number, number, number]; sportId?: number } = {}) =>
    lineGame(site.db, { nowMs: site.clock.now(), startInMs: startInHours * HOUR, ...options });
  const offer = async (bettor?: Pick<Bettor, 'session'>): Promise<ExpressOfTheDay[]> => {
    const response = await site.app.inject({ method: 'GET', url: BettingPaths.expressOfTheDay, cookies: bettor ? { [SESSION_COOKIE]: bettor.session } : {} });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return ExpressOfTheDayResponseSchema.parse(response.json()).expresses;
  };
  const theOffer = async (bettor?: Pick<Bettor, 'session'>): Promise<ExpressOfTheDay> => {
    const expresses = await offer(bettor);
    expect(expresses).toHaveLength(1);
    return expresses[0] as ExpressOfTheDay;
  };
  const asOffered = (bettor: Bettor, express: ExpressOfTheDay, amount = 10_000): PlaceCouponBodyInput => ({
    typeId: 1,
    accountId: bettor.accountId,
    amount,
    bets: express.bets.map((leg) => ({ outcomeId: leg.outcomeId, coef: leg.coef })),
    expressId: express.id,
  });
  const storedDays = async () => (await site.db.query<{ day: string }>('select day::text as day from bet_express_of_the_day order by day')).map((row) => row.day);
  const couponsOf = async (bettor: Bettor) => Number((await site.db.query<{ n: string | number }>('select count(*) as n from bet_coupons where user_id = $1', [bettor.userId]))[0]?.n);

  /** Four games whose home win is the favourite, each in range, starting 2–5 hours from now. */
  const fourGames = async (): Promise<TestGame[]> => [
    await game(2, { coefs: [1850, 3400, 4200] }),
    await game(3, { coefs: [2100, 3100, 3300], sportId: 9002 }),
    await game(4, { coefs: [1333, 4000, 7000] }),
    await game(5, { coefs: [1600, 3600, 5000], sportId: 9002 }),
  ];

  it('is chosen once for the day from prematch favourites in range of different games, the same all day, another the next day', async () => {
    freshDay();
    const eligible = [await game(2), await game(6, { sportId: 9002 }), await game(10, { coefs: [2200, 3000, 3100] }), await game(20, { coefs: [1250, 5000, 9000], sportId: 9002 }), await game(30)];
    // Not candidates: starting too soon or too late, favourites out of range, live.
    await game(0.5);
    await game(37);
    await game(4, { coefs: [1200, 5000, 9000] });
    await game(4, { coefs: [2300, 3000, 2900] });
    await lineGame(site.db, { nowMs: site.clock.now(), live: true });
    const favourites = new Map(eligible.map((candidate) => [candidate.outcomes[0], candidate]));

    // Concurrent first requests of the day all answer the one express stored.
    const first = await Promise.all([theOffer(), theOffer(), theOffer()]);
    expect(new Set(first.map((express) => express.id)).size).toBe(1);
    const express = first[0] as ExpressOfTheDay;
    expect(express.day).toBe(new Date(site.clock.now()).toISOString().slice(0, 10));
    expect(express.bets).toHaveLength(4);
    expect(new Set(express.bets.map((leg) => leg.gameId)).size).toBe(4);
    for (const leg of express.bets) {
      const candidate = favourites.get(leg.outcomeId);
      expect(candidate, `leg ${leg.outcomeId} is an eligible favourite`).toBeDefined();
      expect(leg).toMatchObject({ gameId: candidate?.gameId, coef: candidate?.coefs[0], marketName: '1X2', outcomeName: '1' });
      expect(leg.coef).toBeGreaterThanOrEqual(1250);
      expect(leg.coef).toBeLessThanOrEqual(2200);
    }
    const coefs = express.bets.map((leg) => leg.coef);
    expect(express).toMatchObject({ coef: multiplyCoefs(coefs), boost: EXPRESS_OF_THE_DAY_BOOST, boostedCoef: multiplyCoefs([...coefs, EXPRESS_OF_THE_DAY_BOOST]) });

    // Later the same day, with more games on the line and a leg priced out of the selection's range: the same express,
    // that leg at its coefficient now.
    const [firstLeg] = express.bets;
    await site.db.query('update line_outcomes set coef = 2300 where id = $1', [firstLeg?.outcomeId]);
    const repriced = await theOffer();
    expect(repriced.id).toBe(express.id);
    expect(repriced.bets.map((leg) => [leg.outcomeId, leg.coef])).toEqual(express.bets.map((leg, index) => [leg.outcomeId, index === 0 ? 2300 : leg.coef]));
    await site.db.query('update line_outcomes set coef = $2 where id = $1', [firstLeg?.outcomeId, firstLeg?.coef]);
    await game(8, { coefs: [1500, 4000, 6000] });
    site.clock.advance(1 * HOUR);
    expect(await theOffer()).toEqual(express);
    const bettor = await newBettor(site);
    expect(await theOffer(bettor)).toEqual(express);

    // The next UTC day: another express, of games starting from then; the stored one of the day before is kept.
    site.clock.set(START + days * DAY + 14 * HOUR);
    await game(2);
    await game(3, { sportId: 9002 });
    await game(4);
    const next = await theOffer();
    expect(next.id).not.toBe(express.id);
    expect(next.day).toBe(new Date(site.clock.now()).toISOString().slice(0, 10));
    expect(next.day).not.toBe(express.day);
    for (const leg of next.bets) expect(Date.parse(leg.startAt)).toBeGreaterThanOrEqual(site.clock.now() + HOUR);
    expect(await storedDays()).toEqual(expect.arrayContaining([express.day, next.day]));
    // Yesterday's express is not on offer any more: placing it is refused.
    const refused = await placeCall(site.app, bettor, { ...asOffered(bettor, next), expressId: express.id });
    expect(refused.statusCode).toBe(409);
    expect(CouponRefusedResponseSchema.parse(refused.json()).refusals).toEqual([{ code: 'express_of_the_day_changed', outcomeId: null, params: {} }]);
  });

  it('placed as offered: coef = boostedCoef, the boost stored as the bonus coefficient, expressId echoed; settled won it pays exactly that once', async () => {
    freshDay();
    const games = await fourGames();
    const bettor = await newBettor(site, 100_000);
    const express = await theOffer(bettor);
    expect(express.bets.map((leg) => leg.gameId)).toEqual(games.map((candidate) => candidate.gameId));

    const key = randomUUID();
    const body = asOffered(bettor, express);
    const response = await placeCall(site.app, bettor, body, key);
    expect(response.statusCode, response.body).toBe(201);
    const placed = PlaceCouponResponseSchema.parse(response.json());
    const coupon = placed.coupons[0];
    if (!coupon) throw new Error('no coupon');
    const possibleWin = applyCoef(10_000, express.boostedCoef);
    expect(coupon).toMatchObject({ typeId: 1, coef: express.boostedCoef, bonusBetCoef: EXPRESS_OF_THE_DAY_BOOST, expressId: express.id, possibleWin, amount: 10_000 });
    expect(coupon.bets.map((leg) => [leg.outcomeId, leg.coef])).toEqual(express.bets.map((leg) => [leg.outcomeId, leg.coef]));
    expect(placed.balance.money).toBe(90_000);

    // The same key and body: the same coupon again; another body under the key (without the express): a conflict.
    const again = await placeCall(site.app, bettor, body, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(PlaceCouponResponseSchema.parse(again.json()).coupons[0]).toEqual(coupon);
    const { expressId: _omitted, ...plainBody } = body;
    expect((await placeCall(site.app, bettor, plainBody, key)).json()).toMatchObject({ error: { code: 'idempotency_conflict' } });

    // The same legs without expressId: an ordinary express.
    const plain = PlaceCouponResponseSchema.parse((await placeCall(site.app, bettor, plainBody)).json()).coupons[0];
    expect(plain).toMatchObject({ coef: express.coef, bonusBetCoef: null, expressId: null, possibleWin: applyCoef(10_000, express.coef) });

    for (const candidate of games) await finishGame(site.db, candidate, 0);
    expect((await settleNow(site.app)).couponIds).toContain(coupon.id);
    expect((await settleNow(site.app)).couponIds).not.toContain(coupon.id);
    expect(await ledgerCount(site.db, 'bet_win', coupon.id)).toBe(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(80_000 + possibleWin + applyCoef(10_000, express.coef));

    const printed = await site.app.inject({ method: 'GET', url: couponPath(coupon.id), cookies: { [SESSION_COOKIE]: bettor.session } });
    expect(CouponResponseSchema.parse(printed.json()).coupon).toMatchObject({ status: 'won', payout: possibleWin, expressId: express.id, bonusBetCoef: EXPRESS_OF_THE_DAY_BOOST });
    const history = await site.app.inject({ method: 'GET', url: `${BettingPaths.history}?period=all`, cookies: { [SESSION_COOKIE]: bettor.session } });
    expect(history.statusCode, history.body).toBe(200);
    const listed = BetHistoryResponseSchema.parse(history.json()).coupons;
    expect(listed.find((item) => item.id === coupon.id)).toMatchObject({ expressId: express.id, payout: possibleWin });
    expect(listed.find((item) => item.id === plain?.id)).toMatchObject({ expressId: null });
  });

  it('changed in any way it is refused express_of_the_day_changed and nothing is debited', async () => {
    freshDay();
    await fourGames();
    const other = await game(3, { coefs: [1200, 5000, 9000] });
    const bettor = await newBettor(site, 100_000);
    const express = await theOffer(bettor);
    const body = asOffered(bettor, express);
    const bets = body.bets;
    const cases: [string, PlaceCouponBodyInput][] = [
      ['a leg removed', { ...body, bets: bets.slice(1) }],
      ['a leg added', { ...body, bets: [...bets, { outcomeId: other.outcomes[0], coef: other.coefs[0] }] }],
      ['a leg swapped', { ...body, bets: [...bets.slice(1), { outcomeId: other.outcomes[0], coef: other.coefs[0] }] }],
      ['a system', { ...body, typeId: 2, systemValue: 3 }],
      ['with the bonus bet', { ...body, withBonusBet: true }],
      ['an unknown express', { ...body, expressId: express.id + 1_000 }],
    ];
    for (const [name, changed] of cases) {
      const response = await placeCall(site.app, bettor, changed);
      expect(response.statusCode, name).toBe(409);
      expect(CouponRefusedResponseSchema.parse(response.json()).refusals, name).toEqual([{ code: 'express_of_the_day_changed', outcomeId: null, params: {} }]);
    }
    expect(await balanceOf(site.db, bettor.accountId)).toBe(100_000);
    expect(await couponsOf(bettor)).toBe(0);
    // The express as offered still places.
    expect((await placeCall(site.app, bettor, body)).statusCode).toBe(201);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);
  });

  it('is offered only while every leg is open for prematch bets for the caller', async () => {
    freshDay();
    const games = await fourGames();
    const [first, second] = games as [TestGame, TestGame];
    const bettor = await newBettor(site);
    const express = await theOffer();
    const stillOffered = async () => expect((await theOffer()).id).toBe(express.id);

    await site.db.query("update line_games set status = 'live' where id = $1", [second.gameId]);
    expect(await offer()).toEqual([]);
    // A live leg would be an ordinary bet, but not the express of the day any more.
    const live = await placeCall(site.app, bettor, asOffered(bettor, express));
    expect(live.statusCode).toBe(409);
    expect(CouponRefusedResponseSchema.parse(live.json()).refusals).toEqual([{ code: 'express_of_the_day_changed', outcomeId: null, params: {} }]);
    await site.db.query("update line_games set status = 'prematch' where id = $1", [second.gameId]);
    await stillOffered();

    await site.db.query('update line_markets set is_suspended = true where id = $1', [first.marketId]);
    expect(await offer()).toEqual([]);
    await site.db.query('update line_markets set is_suspended = false, is_blocked = true where id = $1', [first.marketId]);
    expect(await offer()).toEqual([]);
    await site.db.query('update line_markets set is_blocked = false where id = $1', [first.marketId]);
    await stillOffered();

    // A coefficient that moved is offered as it is now, and the express's numbers with it.
    await site.db.query('update line_outcomes set coef = 1900 where id = $1', [first.outcomes[0]]);
    const moved = await theOffer();
    const coefs = moved.bets.map((leg) => leg.coef);
    expect(coefs[0]).toBe(1900);
    expect(moved).toMatchObject({ id: express.id, coef: multiplyCoefs(coefs), boostedCoef: multiplyCoefs([...coefs, EXPRESS_OF_THE_DAY_BOOST]) });

    // The caller's disallowed sports: nothing for them, the same express for a guest.
    await site.db.query('update users set disallow_line_sport = $2::int[] where id = $1', [bettor.userId, [9002]]);
    expect(await offer(bettor)).toEqual([]);
    await stillOffered();

    // Past the first leg's start the express is over for the day (the line's status moves on the simulator's tick).
    site.clock.advance(2 * HOUR + 60_000);
    expect(await offer()).toEqual([]);
    expect(await storedDays()).toContain(express.day);
  });

  it('a day whose line has too few candidates has none, and nothing is stored until it has', async () => {
    freshDay();
    const today = new Date(site.clock.now()).toISOString().slice(0, 10);
    await game(2);
    await game(3);
    await game(4, { coefs: [2500, 2600, 2700] });
    expect(await offer()).toEqual([]);
    expect(await storedDays()).not.toContain(today);
    await game(5);
    const express = await theOffer();
    expect(express.day).toBe(today);
    expect(express.bets).toHaveLength(3);
  });
});
