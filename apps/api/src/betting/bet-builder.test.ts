/**
 * Bet builder over HTTP on both engines: the quote is the model's joint probability with the margin (checked against
 * a seeded simulation of the model, 100,000 games, within 1 %) and not the product of the legs; contradictory legs
 * are refused; the placement takes the stake through the ledger; settlement pays the builder's price or nothing.
 */
import { BetBuilderPaths, BetBuilderQuoteSchema, CouponRefusedResponseSchema, CouponResponseSchema, IDEMPOTENCY_KEY_HEADER, LineTestControlPaths, PlaceCouponResponseSchema, SESSION_COOKIE, couponPath, type BetBuilderPlaceBodyInput } from '@betting/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { simulated, SPORT_BY_ID, marginFor, type MarketDef, type ModelState } from '../line/testing';
import { ensureLineSchedule } from '../line';
import { TEST_LINE_SIMULATOR_SECRET } from '../testing/app.fixture';
import { balanceOf, bettingSite, ledgerCount, newBettor, settleNow, type Bettor } from './betting.fixture';

interface Game {
  readonly id: number;
  readonly state: ModelState;
  /** Outcome ids and market definitions: home win, away win, over 2.5, under 1.5, under 2.5. */
  readonly legs: Record<'home' | 'away' | 'over25' | 'under15' | 'under25', { readonly outcomeId: number; readonly market: MarketDef; readonly index: number }>;
}

describe.each(enginesUnderTest())('bet builder on $name', (engine) => {
  const site = bettingSite(engine);
  const games: Game[] = [];

  beforeAll(async () => {
    await ensureLineSchedule(site.db, site.clock.now(), { secret: TEST_LINE_SIMULATOR_SECRET });
    const rows = await site.db.query<{ id: number; home_strength: number; away_strength: number }>(
      `select g.id, g.home_strength, g.away_strength from line_games g
        where g.sport_id = 1 and g.status = 'prematch' and g.start_at > $1
          and exists (select 1 from line_markets m where m.game_id = g.id and m.type_id = 3 and m.period = 0 and m.param = 1500)
        order by g.start_at, g.id limit 2`,
      [new Date(site.clock.now() + 3_600_000)],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const outcomes = await site.db.query<{ id: number; market_id: number; type_id: number; kind: number; group_id: number; name: string; period: number; param: number | null; code: string }>(
        `select o.id, m.id as market_id, m.type_id, m.kind, m.group_id, m.name, m.period, m.param, o.code from line_markets m join line_outcomes o on o.market_id = m.id
          where m.game_id = $1 and m.period = 0 and (m.type_id = 1 or (m.type_id = 3 and m.param in (1500, 2500))) order by m.id, o.sort, o.id`,
        [row.id],
      );
      const pick = (typeId: number, param: number | null, code: string) => {
        const market = outcomes.filter((o) => o.type_id === typeId && o.param === param);
        const def: MarketDef = { ...market[0]!, typeId, isCombinable: true, isBannedExpress: false, groupId: market[0]!.group_id, outcomes: market.map((o) => ({ code: o.code, name: o.code })) };
        const index = market.findIndex((o) => o.code === code);
        return { outcomeId: Number(market[index]!.id), market: def, index };
      };
      games.push({
        id: Number(row.id),
        state: { sport: SPORT_BY_ID.get(1)!, homeRating: Number(row.home_strength), awayRating: Number(row.away_strength), gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [] },
        legs: { home: pick(1, null, '1'), away: pick(1, null, '2'), over25: pick(3, 2500, 'O'), under15: pick(3, 1500, 'U'), under25: pick(3, 2500, 'U') },
      });
    }
  });

  const quote = (outcomeIds: number[]) => site.app.inject({ method: 'POST', url: BetBuilderPaths.quote, payload: { outcomeIds } });
  const place = (bettor: Bettor, body: Omit<BetBuilderPlaceBodyInput, 'accountId'>) =>
    site.app.inject({ method: 'POST', url: BetBuilderPaths.coupons, cookies: { [SESSION_COOKIE]: bettor.session }, headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, payload: { ...body, accountId: bettor.accountId } });
  const refusalCodes = (body: string) => CouponRefusedResponseSchema.parse(JSON.parse(body)).refusals.map((refusal) => refusal.code);

  it('prices home win + over 2.5 on the model joint probability, places it, and pays the builder price when both win', async () => {
    const game = games[0]!;
    const legs = [game.legs.home, game.legs.over25];
    const answer = await quote(legs.map((leg) => leg.outcomeId));
    expect(answer.statusCode, answer.body).toBe(200);
    const priced = BetBuilderQuoteSchema.parse(answer.json());
    const sampled = simulated(game.state, legs.map((leg) => ({ market: leg.market, outcomeIndex: leg.index })), 20_261_128);
    const fair = 1000 / (sampled * (1 + marginFor(false, 'poisson')));
    expect(Math.abs(priced.coef - fair) / fair).toBeLessThan(0.01);
    // Home win and goals go together: the builder is not the product of its legs.
    expect(Math.abs(priced.coef - priced.legsCoef) / priced.legsCoef).toBeGreaterThan(0.03);

    const bettor = await newBettor(site, 100_000);
    const placed = await place(bettor, { bets: priced.legs, coef: priced.coef, amount: 10_000 });
    expect(placed.statusCode, placed.body).toBe(201);
    const [coupon] = PlaceCouponResponseSchema.parse(placed.json()).coupons;
    expect(coupon).toMatchObject({ typeId: 1, isBetBuilder: true, coef: priced.coef, amount: 10_000, status: 'open' });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);

    const finished = await site.app.inject({ method: 'POST', url: LineTestControlPaths.finish(game.id), payload: { score: [3, 1] } });
    expect(finished.statusCode, finished.body).toBe(200);
    await settleNow(site.app);
    const win = Math.floor((10_000 * priced.coef) / 1000);
    const settled = CouponResponseSchema.parse((await site.app.inject({ method: 'GET', url: couponPath(coupon!.id), cookies: { [SESSION_COOKIE]: bettor.session } })).json()).coupon;
    expect(settled).toMatchObject({ status: 'won', payout: win, isBetBuilder: true });
    expect(settled.bets.map((leg) => leg.result)).toEqual(['won', 'won']);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000 + win);
    expect(await ledgerCount(site.db, 'bet_win', coupon!.id)).toBe(1);
  });

  it('refuses legs that contradict each other, and loses the builder when a leg loses', async () => {
    const game = games[1]!;
    for (const pair of [
      [game.legs.home, game.legs.away],
      [game.legs.over25, game.legs.under15],
    ]) {
      const refused = await quote(pair.map((leg) => leg.outcomeId));
      expect(refused.statusCode).toBe(409);
      expect(refusalCodes(refused.body)).toEqual(['bet_builder_contradiction']);
    }
    const bettor = await newBettor(site, 100_000);
    const contradiction = await place(bettor, { bets: [game.legs.home, game.legs.away].map((leg) => ({ outcomeId: leg.outcomeId, coef: 2000 })), coef: 5000, amount: 10_000 });
    expect(refusalCodes(contradiction.body)).toEqual(['bet_builder_contradiction']);

    const priced = BetBuilderQuoteSchema.parse((await quote([game.legs.home.outcomeId, game.legs.under25.outcomeId])).json());
    const placed = await place(bettor, { bets: priced.legs, coef: priced.coef, amount: 10_000 });
    expect(placed.statusCode, placed.body).toBe(201);
    const [coupon] = PlaceCouponResponseSchema.parse(placed.json()).coupons;
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);
    await site.app.inject({ method: 'POST', url: LineTestControlPaths.finish(game.id), payload: { score: [2, 2] } });
    await settleNow(site.app);
    const settled = CouponResponseSchema.parse((await site.app.inject({ method: 'GET', url: couponPath(coupon!.id), cookies: { [SESSION_COOKIE]: bettor.session } })).json()).coupon;
    expect(settled).toMatchObject({ status: 'lost', payout: 0 });
    expect(await balanceOf(site.db, bettor.accountId)).toBe(90_000);
  });
});
