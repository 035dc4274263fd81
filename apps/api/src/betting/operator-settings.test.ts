/**
 * The operator's betting settings live in the site setting `betting` (migration 0035): one value the page reads through
 * the site config and the placement reads on every call, changed without a restart.
 */
import { ConfigAllPath, ConfigAllResponseSchema, DEFAULT_BETTING_CONFIG, type CouponRefusalCode, CouponRefusedResponseSchema, type PlaceCouponBodyInput } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { bettingSite, lineGame, newBettor, placeCall, storeBettingConfig, TEST_BETTING_CONFIG, type Bettor } from './betting.fixture';
import { readBettingConfig } from './betting-config';
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
});
