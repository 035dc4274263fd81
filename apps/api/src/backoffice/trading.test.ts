import {
  AuditResponseSchema,
  BackofficePaths,
  BackofficeTestControlPaths,
  PlaceCouponResponseSchema,
  RiskLiabilityResponseSchema,
  STAFF_SESSION_COOKIE,
  TradingGameDetailSchema,
  TradingGamesResponseSchema,
  TradingSettledResponseSchema,
  type StaffRole,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingSite, ledgerCount, lineGame, newBettor, placeCall } from '../betting/testing';
import { enginesUnderTest } from '../db/testing/engines';
import { auditLedger } from '../wallet/testing';
import { base32Encode, totpCode } from './totp';
import { marginOf } from './trading.repository';

const PASSWORD = 'Staff-password-1';

describe('the margin of a market', () => {
  it.each([
    [[1850, 3400, 4200], 73],
    [[2000, 2000], 0],
    [[1900, 1900], 53],
  ])('%j has %i thousandths', (coefs, margin) => expect(marginOf(coefs)).toBe(margin));
});

describe.each(enginesUnderTest())('the trading and risk desks on $name', (engine) => {
  const site = bettingSite(engine);
  let count = 0;

  async function staff(roles: StaffRole[]) {
    count += 1;
    const login = `trader${count}`;
    const secret = base32Encode(Buffer.from(`secret-of-${login}-0123456789`).subarray(0, 20));
    expect((await site.app.inject({ method: 'POST', url: BackofficeTestControlPaths.staff, payload: { login, password: PASSWORD, roles, totp_secret: secret } })).statusCode).toBe(201);
    const signIn = await site.app.inject({ method: 'POST', url: BackofficePaths.signIn, payload: { login, password: PASSWORD } });
    const half = { [STAFF_SESSION_COOKIE]: signIn.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
    const code = await site.app.inject({ method: 'POST', url: BackofficePaths.totp, cookies: half, payload: { code: totpCode(secret, site.clock.now()) } });
    return { [STAFF_SESSION_COOKIE]: code.cookies.find((cookie) => cookie.name === STAFF_SESSION_COOKIE)?.value ?? '' };
  }
  const get = (cookies: Record<string, string>, url: string) => site.app.inject({ method: 'GET', url, cookies });
  const post = (cookies: Record<string, string>, url: string, payload: unknown = {}) => site.app.inject({ method: 'POST', url, cookies, payload: payload as object });
  const auditOf = async (cookies: Record<string, string>, target: string) =>
    AuditResponseSchema.parse((await get(cookies, `${BackofficePaths.audit}?target=${encodeURIComponent(target)}`)).json()).entities;

  it('a trader sees the line with margins, suspends, blocks, pins, voids and results; settlement runs once; each action audited', async () => {
    const trader = await staff(['trader']);
    const admin = await staff(['admin']);
    const risk = await staff(['risk']);
    const game = await lineGame(site.db, { nowMs: site.clock.now() });
    const bettor = await newBettor(site);

    const list = TradingGamesResponseSchema.parse((await get(trader, `${BackofficePaths.tradingGames}?q=${game.gameId}`)).json());
    expect(list.entities.find((item) => item.id === game.gameId)).toMatchObject({ status: 'prematch', markets: 2, suspended_markets: 0 });
    const detail = TradingGameDetailSchema.parse((await get(trader, BackofficePaths.tradingGame(game.gameId))).json());
    expect(detail.markets.find((market) => market.id === game.marketId)?.margin).toBe(73);

    // The risk role reads the line but may not change it.
    expect((await get(risk, BackofficePaths.tradingGame(game.gameId))).statusCode).toBe(200);
    expect((await post(risk, BackofficePaths.tradingMarketState(game.marketId), { flag: 'suspend', on: true })).statusCode).toBe(403);

    // Suspended: the bettor's placement on it is refused; back on: accepted.
    const suspended = await post(trader, BackofficePaths.tradingMarketState(game.marketId), { flag: 'suspend', on: true });
    expect(suspended.statusCode).toBe(200);
    expect(TradingGameDetailSchema.parse(suspended.json()).markets.find((market) => market.id === game.marketId)?.is_suspended).toBe(true);
    const refused = await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 1850 }], amount: 10_000, accountId: bettor.accountId });
    expect(refused.statusCode).not.toBe(201);
    expect((await post(trader, BackofficePaths.tradingMarketState(game.marketId), { flag: 'suspend', on: false })).statusCode).toBe(200);
    expect((await post(trader, BackofficePaths.tradingMarketState(game.marketId), { flag: 'block', on: true })).statusCode).toBe(200);
    expect((await post(trader, BackofficePaths.tradingMarketState(game.marketId), { flag: 'block', on: false })).statusCode).toBe(200);
    expect(
      (await auditOf(admin, `market:${game.marketId}`)).map((entry) => [entry.action, (entry.before as { is_suspended: boolean }).is_suspended, (entry.after as { is_blocked: boolean }).is_blocked])
    ).toEqual([
      ['trading.market.unblock', false, false],
      ['trading.market.block', false, true],
      ['trading.market.unsuspend', true, false],
      ['trading.market.suspend', false, false],
    ]);

    // A pinned price: the market shows it and its new margin; the audit has the price before and after.
    const pinned = TradingGameDetailSchema.parse((await post(trader, BackofficePaths.tradingOutcomePrice(game.outcomes[0]), { coef: 2000 })).json());
    const market = pinned.markets.find((item) => item.id === game.marketId);
    expect(market?.outcomes[0]).toMatchObject({ coef: 2000, pinned: true });
    expect(market?.margin).toBe(marginOf([2000, 3400, 4200]));
    const [pin] = await auditOf(admin, `outcome:${game.outcomes[0]}`);
    expect(pin).toMatchObject({
      action: 'trading.price.pin',
      before: { outcomes: [{ coef: 1850, pinned: false }, {}, {}] },
      after: { outcomes: [{ coef: 2000, pinned: true }, {}, {}], margin: market?.margin },
    });
    expect((await post(trader, BackofficePaths.tradingOutcomePrice(game.outcomes[0]), { coef: 1000 })).statusCode).toBe(400);

    // Bets on the pinned price and on the total; the risk desk sees their liability and alerts above the threshold.
    const home = await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 2000 }], amount: 10_000, accountId: bettor.accountId });
    expect(home.statusCode).toBe(201);
    const over = await placeCall(site.app, bettor, { typeId: 0, bets: [{ outcomeId: game.totals[0], coef: 1900 }], amount: 20_000, accountId: bettor.accountId });
    expect(over.statusCode).toBe(201);
    const liability = RiskLiabilityResponseSchema.parse((await get(risk, BackofficePaths.riskLiability)).json());
    expect(liability.outcomes.find((item) => item.outcome_id === game.outcomes[0])).toMatchObject({ coupons: 1, stakes: 10_000, liability: 10_000, currency: 'RUB', alert: false });
    expect(liability.outcomes.find((item) => item.outcome_id === game.totals[0])).toMatchObject({ stakes: 20_000, liability: 18_000 });
    // Worst for the house: over wins (38 000 paid) against 30 000 staked on the game.
    expect(liability.games.find((item) => item.game_id === game.gameId)).toMatchObject({ stakes: 30_000, worst_liability: 8_000 });
    expect(liability.thresholds['RUB']).toBe(1_000_000);
    expect((await get(await staff(['content']), BackofficePaths.riskLiability)).statusCode).toBe(403);

    // The total voided: its coupon settles void (the stake back), once.
    const before = await balanceOf(site.db, bettor.accountId);
    const voided = TradingSettledResponseSchema.parse((await post(trader, BackofficePaths.tradingMarketVoid(game.totalMarketId))).json());
    expect(voided.settled_coupons).toHaveLength(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(before + 20_000);
    expect((await post(trader, BackofficePaths.tradingMarketVoid(game.totalMarketId))).statusCode).toBe(409);
    expect((await auditOf(admin, `market:${game.totalMarketId}`)).map((entry) => entry.action)).toEqual(['trading.market.void']);

    // The result 2:1: home won; the coupon is paid 20 000 once, a second result is refused.
    const resulted = await post(trader, BackofficePaths.tradingGameResult(game.gameId), { score: [2, 1] });
    expect(resulted.statusCode).toBe(200);
    const settled = TradingSettledResponseSchema.parse(resulted.json());
    expect(settled.detail.game).toMatchObject({ status: 'finished', score: [2, 1] });
    const homeId = PlaceCouponResponseSchema.parse(home.json()).coupons[0]?.id ?? 0;
    expect(await ledgerCount(site.db, 'bet_win', homeId)).toBe(1);
    expect(await balanceOf(site.db, bettor.accountId)).toBe(before + 20_000 + 20_000);
    expect((await post(trader, BackofficePaths.tradingGameResult(game.gameId), { score: [0, 1] })).statusCode).toBe(409);
    const [result] = await auditOf(admin, `game:${game.gameId}`);
    expect(result).toMatchObject({ action: 'trading.game.result', before: { status: 'prematch', score: null }, after: { status: 'finished', score: [2, 1] } });
    expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });

    // A corrected result: away won after all. The home coupon's win is reversed and it settles lost, once; the same
    // correction again changes nothing; corrected back, it is paid again in a new round. The ledger balances throughout.
    const correct = (results: Record<number, 'won' | 'lost'>) =>
      post(trader, BackofficePaths.tradingGameCorrection(game.gameId), { results: Object.entries(results).map(([outcome_id, result]) => ({ outcome_id: Number(outcome_id), result })) });
    const awayWon = { [game.outcomes[0]]: 'lost', [game.outcomes[1]]: 'lost', [game.outcomes[2]]: 'won' } as const;
    const homeWon = { [game.outcomes[0]]: 'won', [game.outcomes[1]]: 'lost', [game.outcomes[2]]: 'lost' } as const;
    const paid = before + 20_000 + 20_000;
    for (const [results, reopened, balance, wins] of [
      [awayWon, [homeId], paid - 20_000, 1],
      [awayWon, [], paid - 20_000, 1],
      [homeWon, [homeId], paid, 2],
    ] as const) {
      const corrected = await correct(results);
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(TradingSettledResponseSchema.parse(corrected.json()).reopened_coupons).toEqual(reopened);
      expect(await balanceOf(site.db, bettor.accountId)).toBe(balance);
      expect(
        Number(
          (await site.db.query<{ n: string }>("select count(*) as n from ledger_transactions where kind = 'bet_win' and (reference = $1 or starts_with(reference, $1 || ':'))", [`bet:${homeId}`]))[0]
            ?.n
        )
      ).toBe(wins);
      expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
    }
    expect((await site.db.query<{ status: string; settle_round: number }>('select status, settle_round from bet_coupons where id = $1', [homeId]))[0]).toMatchObject({
      status: 'won',
      settle_round: 2,
    });
    expect((await auditOf(admin, `game:${game.gameId}`)).map((entry) => entry.action)).toEqual(['trading.game.correct', 'trading.game.correct', 'trading.game.result']);
    expect(RiskLiabilityResponseSchema.parse((await get(risk, BackofficePaths.riskLiability)).json()).bettors.find((item) => item.user_id === bettor.userId)).toMatchObject({
      staked: 30_000,
      returned: 40_000,
      profit: 10_000,
    });
  });
});
