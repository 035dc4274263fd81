/**
 * The operator's betting settings live in the site setting `betting` (migration 0035): one value the page reads through
 * the site config and the placement reads on every call, changed without a restart. With them, the coupon's caps and
 * options the placement decides (spec §3–§5).
 */
import {
  ConfigAllPath,
  ConfigAllResponseSchema,
  DEFAULT_BETTING_CONFIG,
  type CouponRefusalCode,
  type CouponRefusalWire,
  CouponRefusedResponseSchema,
  PlaceCouponResponseSchema,
  type PlaceCouponBodyInput,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { balanceOf, bettingSite, lineGame, newBettor, placeCall, storeBettingConfig, TEST_BETTING_CONFIG, type Bettor } from './betting.fixture';
import { readBettingConfig } from './betting-config';
import { loadBetOutcomes } from './line-port';
import { DEFAULT_BETTING_SETTINGS } from './coupon-rules';

describe.each(enginesUnderTest())('operator betting settings on $name', (engine) => {
  const site = bettingSite(engine);
  // An operator's edit by hand, told to the site on its cache bus as their tool would.
  const operatorWrites = async (sql: string) => {
    await site.db.query(sql);
    site.cacheBus.publish('site_settings');
  };
  const siteBetting = async () => ConfigAllResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${ConfigAllPath}?lang=en` })).json()).siteConfig.betting;
  const single = (bettor: Bettor, outcomeId: number, coef: number, amount: number, fields: Partial<PlaceCouponBodyInput> = {}): PlaceCouponBodyInput => ({
    typeId: 0,
    bets: [{ outcomeId, coef }],
    amount,
    accountId: bettor.accountId,
    ...fields,
  });
  const codes = async (bettor: Bettor, body: PlaceCouponBodyInput): Promise<CouponRefusalCode[]> => {
    const response = await placeCall(site.app, bettor, body);
    if (response.statusCode === 201) return [];
    expect(response.statusCode, response.body).toBe(409);
    return CouponRefusedResponseSchema.parse(response.json()).refusals.map((refusal) => refusal.code);
  };

  it('the migration stores the defaults; a missing or malformed setting reads as the defaults', async () => {
    const [row] = await site.db.query<{ value: unknown }>("select value from site_settings where key = 'betting'");
    expect(row).toBeDefined();
    await operatorWrites("update site_settings set value = '{\"minBetAmountByCurrency\": 5}'::jsonb where key = 'betting'");
    expect(await readBettingConfig(site.db)).toEqual(DEFAULT_BETTING_SETTINGS);
    expect(await siteBetting()).toEqual(DEFAULT_BETTING_CONFIG);
    await operatorWrites("delete from site_settings where key = 'betting'");
    expect(await readBettingConfig(site.db)).toEqual(DEFAULT_BETTING_SETTINGS);
    await storeBettingConfig(site, TEST_BETTING_CONFIG);
    expect(await siteBetting()).toEqual(TEST_BETTING_CONFIG);
  });

  it('an operator changes the stake limits and the vip switch: the page and the placement follow at once', async () => {
    const bettor = await newBettor(site, 10_000_000);
    const game = await lineGame(site.db);
    const [outcome, coef] = [game.outcomes[0], game.coefs[0]];
    expect(await codes(bettor, single(bettor, outcome, coef, 600_000))).toEqual(['amount_above_max']);

    const raised = { ...TEST_BETTING_CONFIG, minBetAmountByCurrency: { RUB: 20_000 }, maxBetAmountByCurrency: { RUB: 1_000_000 }, isVipBetEnabled: false };
    await storeBettingConfig(site, raised);
    expect(await siteBetting()).toEqual(raised);
    expect(await codes(bettor, single(bettor, outcome, coef, 10_000))).toEqual(['amount_below_min']);
    expect(await codes(bettor, single(bettor, outcome, coef, 2_000_000, { isVipBet: true }))).toEqual(expect.arrayContaining(['vip_unavailable']));
    expect(await codes(bettor, single(bettor, outcome, coef, 600_000))).toEqual([]);

    // Limits that do not apply to singles: any amount goes.
    await storeBettingConfig(site, { ...raised, amountLimitTypes: [1, 2] });
    expect(await codes(bettor, single(bettor, outcome, coef, 5_000))).toEqual([]);
    await storeBettingConfig(site, TEST_BETTING_CONFIG);
  });

  // The coupon's caps and options (spec §3–§5): max payout, max bet per block, exact coefficient, drop on score change,
  // vip bet — each decided inside the placement, nothing kept when refused.
  describe('caps and options', () => {
    const refusalsOf = async (bettor: Bettor, body: PlaceCouponBodyInput): Promise<CouponRefusalWire[]> => {
      const response = await placeCall(site.app, bettor, body);
      expect(response.statusCode, response.body).toBe(409);
      return CouponRefusedResponseSchema.parse(response.json()).refusals;
    };
    const placed = async (bettor: Bettor, body: PlaceCouponBodyInput) => {
      const response = await placeCall(site.app, bettor, body);
      expect(response.statusCode, response.body).toBe(201);
      return PlaceCouponResponseSchema.parse(response.json());
    };

    it('max payout: a stake whose possible win passes the cap is refused with the largest stake that fits; a vip bet too', async () => {
      await storeBettingConfig(site, { ...TEST_BETTING_CONFIG, maxPayoutByCurrency: { RUB: 1_000_000 } });
      try {
        const bettor = await newBettor(site, 5_000_000);
        const a = await lineGame(site.db, { coefs: [2500, 3000, 3000] });
        const b = await lineGame(site.db, { coefs: [2000, 3000, 3000] });
        const single = (amount: number, fields: Partial<PlaceCouponBodyInput> = {}): PlaceCouponBodyInput => ({
          typeId: 0,
          bets: [{ outcomeId: a.outcomes[0], coef: 2500 }],
          amount,
          accountId: bettor.accountId,
          ...fields,
        });
        // 4 000.01 × 2.5 = 10 000.025 > 10 000.00
        expect(await refusalsOf(bettor, single(400_001))).toEqual([{ code: 'payout_above_max', outcomeId: null, params: { maxPayout: 1_000_000, max: 400_000, currency: 'RUB' } }]);
        expect(await balanceOf(site.db, bettor.accountId)).toBe(5_000_000);
        expect((await placed(bettor, single(400_000))).coupons[0]?.possibleWin).toBe(1_000_000);
        // An express at 5.000: 2 000.00 fits.
        const express: PlaceCouponBodyInput = {
          typeId: 1,
          bets: [
            { outcomeId: a.outcomes[0], coef: 2500 },
            { outcomeId: b.outcomes[0], coef: 2000 },
          ],
          amount: 300_000,
          accountId: bettor.accountId,
        };
        expect((await refusalsOf(bettor, express)).map((refusal) => [refusal.code, refusal.params['max']])).toEqual([['payout_above_max', 200_000]]);
        // A vip bet is the way past the max stake (5 000.00), not past the max payout.
        expect((await refusalsOf(bettor, single(600_000, { isVipBet: true }))).map((refusal) => refusal.code)).toEqual(['payout_above_max']);
      } finally {
        await storeBettingConfig(site, TEST_BETTING_CONFIG);
      }
    });

    it('without a cap any payout goes; a vip bet past the max stake is placed as a vip coupon', async () => {
      const bettor = await newBettor(site, 5_000_000);
      const game = await lineGame(site.db, { coefs: [2500, 3000, 3000] });
      const single = (amount: number, isVipBet: boolean): PlaceCouponBodyInput => ({ typeId: 0, bets: [{ outcomeId: game.outcomes[0], coef: 2500 }], amount, accountId: bettor.accountId, isVipBet });
      expect((await refusalsOf(bettor, single(600_000, false))).map((refusal) => refusal.code)).toEqual(['amount_above_max']);
      const vip = await placed(bettor, single(600_000, true));
      expect(vip.coupons[0]).toMatchObject({ isVipBet: true, amount: 600_000, possibleWin: 1_500_000 });
    });

    it('max bet per block: a block after the first takes at most what the one before returns; nothing is placed otherwise', async () => {
      const bettor = await newBettor(site, 1_000_000);
      const first = await lineGame(site.db, { coefs: [1500, 3000, 3000] });
      const second = await lineGame(site.db, { coefs: [2000, 3000, 3000] });
      const body = (secondStake: number): PlaceCouponBodyInput => ({
        typeId: 10001,
        bets: [
          { outcomeId: first.outcomes[0], coef: 1500 },
          { outcomeId: second.outcomes[0], coef: 2000 },
        ],
        amountByBlockId: { [String(first.gameId)]: 10_000, [String(second.gameId)]: secondStake },
        accountId: bettor.accountId,
      });
      expect(await refusalsOf(bettor, body(15_001))).toEqual([{ code: 'amount_above_block_max', outcomeId: null, params: { blockId: second.gameId, max: 15_000, currency: 'RUB' } }]);
      expect(await balanceOf(site.db, bettor.accountId)).toBe(1_000_000);
      const answer = await placed(bettor, body(15_000));
      expect(answer.coupons.map((coupon) => coupon.amount)).toEqual([10_000, 15_000]);
      expect(await balanceOf(site.db, bettor.accountId)).toBe(975_000);
      // Blocks are a multiple-singles slip's: any other type with them is refused.
      expect((await refusalsOf(bettor, { ...body(1_000), typeId: 1, amount: 1_000 })).map((refusal) => refusal.code)).toEqual(['coupon_type_invalid']);
    });

    it('exact coefficient: any move refuses, even a rise the change action would take', async () => {
      const bettor = await newBettor(site);
      const game = await lineGame(site.db, { coefs: [2000, 3000, 4000] });
      const body = (seen: number, exactCoef: boolean): PlaceCouponBodyInput => ({
        typeId: 0,
        bets: [{ outcomeId: game.outcomes[0], coef: seen }],
        amount: 1_000,
        accountId: bettor.accountId,
        changeCoefAction: 1,
        exactCoef,
      });
      expect(await refusalsOf(bettor, body(1900, true))).toEqual([{ code: 'coef_changed', outcomeId: game.outcomes[0], params: { before: 1900, after: 2000 } }]);
      expect((await placed(bettor, body(1900, false))).coupons[0]?.coef).toBe(2000);
      expect((await placed(bettor, body(2000, true))).coupons[0]?.coef).toBe(2000);
    });

    it('drop on score change: the score the bettor saw against the game’s now', async () => {
      const bettor = await newBettor(site);
      const game = await lineGame(site.db, { live: true, coefs: [2000, 3000, 4000] });
      // The line's formatted score as the placement reads it (the line module's own reader).
      const lineScore = async () => (await loadBetOutcomes(site.db, [game.outcomes[0]], null, new Date())).get(game.outcomes[0])?.score ?? '';
      const seen = await lineScore();
      await site.db.query('update line_games set home_score = coalesce(home_score, 0) + 1 where id = $1', [game.gameId]);
      const now = await lineScore();
      expect(now).not.toBe(seen);
      const body = (score: string, isDropOnScoreChange: boolean): PlaceCouponBodyInput => ({
        typeId: 0,
        bets: [{ outcomeId: game.outcomes[0], coef: 2000, score }],
        amount: 1_000,
        accountId: bettor.accountId,
        isDropOnScoreChange,
      });
      expect(await refusalsOf(bettor, body(seen, true))).toEqual([{ code: 'score_changed', outcomeId: game.outcomes[0], params: { before: seen, after: now } }]);
      expect((await placed(bettor, body(seen, false))).coupons).toHaveLength(1);
      expect((await placed(bettor, body(now, true))).coupons).toHaveLength(1);
    });
  });
});
