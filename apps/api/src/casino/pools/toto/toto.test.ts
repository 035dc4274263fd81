import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_REPLAY_HEADER, LineTestControlPaths, TotoCouponsResponseSchema, TotoDrawsResponseSchema, limitRefusalOfPaymentError, type TotoDraw } from '@betting/contracts';
import { linesByCorrect, totoCouponWin, totoLinePrice, totoPoolSplit, TOTO_CATEGORIES, type TotoMark, type TotoResult } from '@betting/games';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../db/testing/engines';
import { limitCalls } from '../../../limits/testing';
import { balanceOf, bought, ledgerCount, newPlayer, poolCalls, poolsSite, settledToto, settleToto, tick, totoJackpot } from '../pools.fixture';

const PRICE = totoLinePrice('RUB');
/** Results of a draw, and marks that get exactly `wrong` of them wrong (the first ones), single marks only. */
const RESULTS: TotoResult[] = ['1', 'X', '2', '1', '1', 'X', '2', '2', '1', 'X', '1', '2', 'X', '1', '2'];
const wrongOn = (result: TotoResult): TotoMark => (result === '1' ? '2' : '1');
const marksWithWrong = (wrong: number): TotoMark[] => RESULTS.map((result, index) => (index < wrong ? wrongOn(result) : (result as TotoMark)));
const couponCount = async (site: { db: { query<R>(sql: string, params?: unknown[]): Promise<R[]> } }, userId: number) =>
  Number((await site.db.query<{ n: string | number }>('select count(*) as n from toto_coupons where user_id = $1', [userId]))[0]?.n ?? 0);

describe.each(enginesUnderTest())('toto on $name', (engine) => {
  const site = poolsSite(engine);
  const guest = () => poolCalls(site.app, null);
  const current = async (): Promise<TotoDraw> => {
    const { current: draw } = await guest().totoOverview();
    if (!draw) throw new Error('no open toto draw');
    return draw;
  };

  it('the timer keeps two open draws of 15 upcoming football matches from the line, none shared, each closing at its first kick-off', async () => {
    const first = await tick(site.app);
    expect(first.toto.created).toHaveLength(2);
    const { current: draw, next } = await guest().totoOverview();
    const now = site.clock.now();
    const gameIds = new Set<number>();
    for (const candidate of [draw, next]) {
      expect(candidate?.status).toBe('open');
      expect(candidate?.matches.map((match) => match.position)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
      const starts = candidate!.matches.map((match) => Date.parse(match.startAt));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(candidate!.closesAt).toBe(candidate!.matches[0]!.startAt);
      for (const match of candidate!.matches) {
        expect(Date.parse(match.startAt)).toBeGreaterThanOrEqual(now + 30 * 60_000);
        expect(Date.parse(match.startAt)).toBeLessThanOrEqual(now + 48 * 3_600_000);
        expect(match).toMatchObject({ state: 'prematch', result: null, score: null, marked: { home: 0, draw: 0, away: 0 } });
        expect(match.odds?.home).toBeGreaterThan(1000);
        gameIds.add(match.gameId!);
      }
      expect(candidate!.jackpots).toContainEqual({ currency: 'RUB', amount: await totoJackpot(site.db, 'RUB') });
    }
    expect(gameIds.size).toBe(30);
    const sports = await site.db.query<{ slug: string }>('select distinct s.slug from line_games g join line_sports s on s.id = g.sport_id where g.id = any($1::int[])', [[...gameIds]]);
    expect(sports).toEqual([{ slug: 'football' }]);
    expect(Date.parse(draw!.closesAt)).toBeLessThanOrEqual(Date.parse(next!.closesAt));
    expect((await tick(site.app)).toto.created).toEqual([]);
  });

  it('a coupon costs its lines × 10.00 through the ledger, shows in my coupons and in the draw’s pool and picks', async () => {
    const player = await newPlayer(site, 1_000_000);
    const draw = await current();
    const marks: TotoMark[] = ['1X2', 'X2', ...Array<TotoMark>(13).fill('1')];
    const answer = bought(await poolCalls(site.app, player).buyCoupon({ drawId: draw.id, marks }));
    expect(answer.coupon).toMatchObject({ drawId: draw.id, drawStatus: 'open', marks, lines: 6, linePrice: PRICE, stake: 6 * PRICE, currency: 'RUB', status: 'open', payout: null, linesByCorrect: null });
    expect(answer.wallet).toEqual({ demo: false, accountId: player.accountId, currency: 'RUB', balance: 1_000_000 - 6 * PRICE });
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - 6 * PRICE);
    expect(await ledgerCount(site.db, 'bet_stake', `toto-coupon:${answer.coupon.id}`)).toBe(1);

    const mine = TotoCouponsResponseSchema.parse((await poolCalls(site.app, player).coupons()).json());
    expect(mine.coupons.map((coupon) => coupon.id)).toEqual([answer.coupon.id]);
    const shown = (await current()).matches;
    expect(shown[0]?.marked).toEqual({ home: 1, draw: 1, away: 1 });
    expect(shown[1]?.marked).toEqual({ home: 0, draw: 1, away: 1 });
    const pool = (await current()).pools.find((candidate) => candidate.currency === 'RUB');
    expect(pool).toMatchObject({ coupons: 1, lines: 6, stakes: 6 * PRICE, prizePool: 6 * PRICE - Math.floor((6 * PRICE * 15) / 100), categories: null, jackpotOut: null });
  });

  it('the same Idempotency-Key answers the same coupon and takes the stake once; another body under it is a conflict', async () => {
    const player = await newPlayer(site, 100_000);
    const calls = poolCalls(site.app, player);
    const draw = await current();
    const key = randomUUID();
    const body = { drawId: draw.id, marks: marksWithWrong(0) };
    const [one, two] = await Promise.all([calls.buyCoupon(body, key), calls.buyCoupon(body, key)]);
    expect(bought(one).coupon.id).toBe(bought(two).coupon.id);
    const again = await calls.buyCoupon(body, key);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(bought(again).coupon.id).toBe(bought(one).coupon.id);
    expect(await couponCount(site, player.userId)).toBe(1);
    expect(await balanceOf(site.db, player.accountId)).toBe(100_000 - PRICE);
    const other = await calls.buyCoupon({ ...body, marks: marksWithWrong(1) }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    const keyless = await calls.buyCoupon(body, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'Idempotency-Key' } } });
  });

  it('refusals keep nothing: a guest, too many lines, a wrong draw, a short balance, a responsible-gaming limit', async () => {
    const draw = await current();
    const guestBuy = await guest().buyCoupon({ drawId: draw.id, marks: marksWithWrong(0) });
    expect(guestBuy.statusCode).toBe(401);
    expect(guestBuy.json()).toMatchObject({ error: { code: 'not_signed_in' } });

    const player = await newPlayer(site, 5_000);
    const calls = poolCalls(site.app, player);
    const tooMany = await calls.buyCoupon({ drawId: draw.id, marks: [...Array<TotoMark>(8).fill('1X2'), ...Array<TotoMark>(7).fill('1')] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: { code: 'invalid_marks', params: { problem: 'too_many_lines', maxLines: 2187 } } });
    expect((await calls.buyCoupon({ drawId: draw.id, marks: marksWithWrong(0).slice(0, 14) })).statusCode).toBe(400);
    const unknown = await calls.buyCoupon({ drawId: 999_999, marks: marksWithWrong(0) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'draw_not_found' } });
    const poor = await calls.buyCoupon({ drawId: draw.id, marks: ['1X2', '1X2', ...marksWithWrong(0).slice(2)] });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ error: { code: 'insufficient_funds', params: { balance: 5_000, currency: 'RUB' } } });
    expect(await couponCount(site, player.userId)).toBe(0);
    expect(await balanceOf(site.db, player.accountId)).toBe(5_000);

    const limited = await newPlayer(site, 1_000_000);
    expect((await limitCalls(site.app, { session: limited.session }).set({ limitType: 1, limitValue: 15 })).statusCode).toBe(200);
    const over = await poolCalls(site.app, limited).buyCoupon({ drawId: draw.id, marks: ['1X', ...marksWithWrong(0).slice(1)] });
    expect(over.statusCode).toBe(403);
    expect(limitRefusalOfPaymentError(over.json())).toMatchObject({ code: 'wagering_limit_exceeded', limitType: 1 });
    expect(await couponCount(site, limited.userId)).toBe(0);
    expect(await balanceOf(site.db, limited.accountId)).toBe(1_000_000);
  });

  it('settlement pays each coupon its lines per category × the prize per line, carries the rest into the jackpot, exactly once', async () => {
    const draw = await current();
    const jackpotIn = await totoJackpot(site.db, 'RUB');
    const players = await Promise.all([newPlayer(site), newPlayer(site), newPlayer(site), newPlayer(site)]);
    const markings: TotoMark[][] = [marksWithWrong(0), ['1X2', ...marksWithWrong(1).slice(1)], marksWithWrong(3), marksWithWrong(9)];
    const coupons = [];
    for (const [index, player] of players.entries()) coupons.push(bought(await poolCalls(site.app, player).buyCoupon({ drawId: draw.id, marks: markings[index]! })).coupon);
    // every open coupon of the draw shares the pool, those of earlier tests too
    const all = await site.db.query<{ id: string | number; marks: TotoMark[] | string; stake: string | number }>("select id, marks, stake from toto_coupons where draw_id = $1 and status = 'open' and currency = 'RUB'", [draw.id]);
    const byCoupon = new Map(all.map((row) => [Number(row.id), linesByCorrect(typeof row.marks === 'string' ? (JSON.parse(row.marks) as TotoMark[]) : row.marks, RESULTS)]));
    const winningLines = Object.fromEntries(TOTO_CATEGORIES.map((category) => [category.correct, [...byCoupon.values()].reduce((sum, counts) => sum + (counts[category.correct] ?? 0), 0)]));
    const split = totoPoolSplit({ stakes: all.reduce((sum, row) => sum + Number(row.stake), 0), jackpotIn, winningLines });

    const settled = await settledToto(site.app, draw.id, RESULTS);
    expect(settled.status).toBe('settled');
    expect(settled.matches.map((match) => match.result)).toEqual(RESULTS);
    const pool = settled.pools.find((candidate) => candidate.currency === 'RUB');
    expect(pool).toMatchObject({ jackpotIn, prizePool: split.prizePool, jackpotOut: split.jackpotOut });
    expect(pool?.categories).toEqual(split.categories.map(({ correct, fund, lines, perLine }) => ({ correct, fund, lines, perLine })));
    expect(await totoJackpot(site.db, 'RUB')).toBe(split.jackpotOut);

    // 15 right: A's one line, B's right line of its full cover, and the coupon of the idempotency test
    const top = split.categories.find((category) => category.correct === 15);
    expect(top?.lines).toBe(3);
    for (const [index, player] of players.entries()) {
      const coupon = coupons[index]!;
      const payout = totoCouponWin(byCoupon.get(coupon.id)!, split);
      expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - coupon.stake + payout);
      expect(await ledgerCount(site.db, 'bet_win', `toto-coupon:${coupon.id}`)).toBe(payout > 0 ? 1 : 0);
      const [mine] = TotoCouponsResponseSchema.parse((await poolCalls(site.app, player).coupons()).json()).coupons;
      expect(mine).toMatchObject({ id: coupon.id, drawStatus: 'settled', status: payout > 0 ? 'won' : 'lost', payout, linesByCorrect: byCoupon.get(coupon.id) });
    }
    expect(totoCouponWin(byCoupon.get(coupons[0]!.id)!, split)).toBe(top!.perLine);
    expect(totoCouponWin(byCoupon.get(coupons[3]!.id)!, split)).toBe(0);

    const again = await settleToto(site.app, draw.id, RESULTS);
    expect(again.statusCode).toBe(409);
    expect(await ledgerCount(site.db, 'bet_win', `toto-coupon:${coupons[0]!.id}`)).toBe(1);
    expect((await tick(site.app)).toto.settled).not.toContain(draw.id);
    const past = TotoDrawsResponseSchema.parse((await guest().totoDraws()).json());
    expect(past.draws.map((candidate) => candidate.id)).toContain(draw.id);
    expect((await guest().totoOverview()).current?.id).not.toBe(draw.id);
  });

  it('a draw settles by itself from the line once its matches are finished: results from the final scores', async () => {
    await tick(site.app);
    const draw = await current();
    const player = await newPlayer(site);
    const scores: [number, number][] = RESULTS.map((result, index) => (result === '1' ? [2, index % 2] : result === '2' ? [0, 1] : [1, 1]));
    const coupon = bought(await poolCalls(site.app, player).buyCoupon({ drawId: draw.id, marks: marksWithWrong(2) })).coupon;
    for (const [index, match] of draw.matches.entries()) {
      const finished = await site.app.inject({ method: 'POST', url: LineTestControlPaths.finish(match.gameId!), payload: { score: scores[index] } });
      expect(finished.statusCode).toBe(200);
    }
    const passed = await tick(site.app);
    expect(passed.toto.closed).toContain(draw.id);
    expect(passed.toto.settled).toContain(draw.id);
    const settled = (await guest().totoDraw(draw.id)).json() as { draw: TotoDraw };
    expect(settled.draw.matches.map((match) => match.result)).toEqual(RESULTS);
    expect(settled.draw.matches.map((match) => match.score && [match.score.home, match.score.away])).toEqual(scores);
    expect(settled.draw.matches.every((match) => match.state === 'finished')).toBe(true);
    const [mine] = TotoCouponsResponseSchema.parse((await poolCalls(site.app, player).coupons()).json()).coupons;
    expect(mine?.linesByCorrect?.[13]).toBe(1);
    expect(mine?.payout).toBe(settled.draw.pools.find((pool) => pool.currency === 'RUB')?.categories?.find((category) => category.correct === 13)?.perLine);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000 - coupon.stake + (mine?.payout ?? 0));
  });

  it('a draw with more than 7 void matches is cancelled: every coupon refunded exactly, the jackpot untouched', async () => {
    await tick(site.app);
    const draw = await current();
    const player = await newPlayer(site);
    const coupon = bought(await poolCalls(site.app, player).buyCoupon({ drawId: draw.id, marks: ['1X', ...marksWithWrong(0).slice(1)] })).coupon;
    const jackpot = await totoJackpot(site.db, 'RUB');
    const settled = await settledToto(site.app, draw.id, [...Array<TotoResult>(8).fill('void'), ...RESULTS.slice(8)]);
    expect(settled.status).toBe('cancelled');
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000);
    expect(await ledgerCount(site.db, 'bet_refund', `toto-coupon:${coupon.id}`)).toBe(1);
    expect(await totoJackpot(site.db, 'RUB')).toBe(jackpot);
    const [mine] = TotoCouponsResponseSchema.parse((await poolCalls(site.app, player).coupons()).json()).coupons;
    expect(mine).toMatchObject({ status: 'refunded', payout: coupon.stake, drawStatus: 'cancelled' });
  });

  it('coupons are taken until the first match starts; matches never played within 12 hours are void', async () => {
    // a day later the line has new matches (the earlier tests used up the window's, settling draws by hand)
    site.clock.advance(24 * 3_600_000);
    expect((await tick(site.app)).toto.created.length).toBeGreaterThan(0);
    const draw = await current();
    const player = await newPlayer(site);
    const coupon = bought(await poolCalls(site.app, player).buyCoupon({ drawId: draw.id, marks: marksWithWrong(0) })).coupon;
    site.clock.set(Date.parse(draw.closesAt));
    const late = await poolCalls(site.app, player).buyCoupon({ drawId: draw.id, marks: marksWithWrong(0) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'draw_closed' } });
    const closing = await tick(site.app);
    expect(closing.toto.closed).toContain(draw.id);
    expect(closing.toto.settled).not.toContain(draw.id);
    expect(((await guest().totoDraw(draw.id)).json() as { draw: TotoDraw }).draw.status).toBe('closed');
    // nobody finished the games (the simulator is not running): 12 hours after the last start they are all void
    site.clock.set(Date.parse(draw.matches[14]!.startAt) + 12 * 3_600_000);
    expect((await tick(site.app)).toto.cancelled).toContain(draw.id);
    expect(await balanceOf(site.db, player.accountId)).toBe(1_000_000);
    expect(await ledgerCount(site.db, 'bet_refund', `toto-coupon:${coupon.id}`)).toBe(1);
  });
});
