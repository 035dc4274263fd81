import { CashbackClaimResponseSchema, CashbackResponseSchema, cashbackClaimPath, cashbackPath } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { placeStake } from '../../wallet';
import { balancesOf, bonusesSite, call, casinoRound, fund, newBettor, type Bettor } from '../bonuses.fixture';
import { casinoResults, casinoRoundReference } from './casino-loss';

// The site's clock stands on Sunday 2026-11-22: last week runs from Monday 9 to Monday 16 November.
const IN_WEEK = new Date('2026-11-10T15:00:00Z');
const BEFORE_WEEK = new Date('2026-11-08T23:59:59Z');
const AFTER_WEEK = new Date('2026-11-16T00:00:00Z');

describe.each(enginesUnderTest())('casino cashback on $name', (engine) => {
  const site = bonusesSite(engine);
  let rounds = 0;
  const round = (bettor: Bettor, at: Date, stake: number, returns: { win?: number; refund?: number } = {}) => {
    rounds += 1;
    return casinoRound(site, bettor, { stake, ...returns, at, reference: casinoRoundReference(`${engine.name}-${rounds}`) });
  };
  const cashback = async (bettor: Bettor, program: 'vip' | 'premium') => CashbackResponseSchema.parse((await call(site, bettor, { method: 'GET', url: cashbackPath(program) })).json());
  const claim = (bettor: Bettor, program: 'vip' | 'premium') => call(site, bettor, { method: 'POST', url: cashbackClaimPath(program) });

  /** Last week: stakes 1 200.00, a win of 300.00 and a refund of 200.00 (net loss 700.00), besides what must not count. */
  const loser = async () => {
    const bettor = await newBettor(site);
    await fund(site, bettor, 10_000_00, 'RUB', BEFORE_WEEK);
    await round(bettor, IN_WEEK, 1_000_00, { win: 300_00 });
    await round(bettor, IN_WEEK, 200_00, { refund: 200_00 });
    await round(bettor, BEFORE_WEEK, 500_00);
    await round(bettor, AFTER_WEEK, 500_00);
    const sportBet = await placeStake(site.db, { userId: bettor.userId, walletAccountId: bettor.accountId, amount: 900_00, currency: 'RUB', reference: `bet:${engine.name}-${rounds}`, idempotencyKey: `test:sport:${engine.name}:${rounds}`, actor: 'test', now: IN_WEEK });
    expect(sportBet.ok).toBe(true);
    return bettor;
  };

  it('computes the net casino loss of the week from the ledger: casino stakes, wins and refunds only, inside the week', async () => {
    const bettor = await loser();
    expect(await casinoResults(site.db, bettor.userId, new Date('2026-11-09T00:00:00Z'), AFTER_WEEK)).toEqual([{ currency: 'RUB', stakes: 1_200_00, returns: 500_00, netLoss: 700_00 }]);
    const won = await newBettor(site);
    await fund(site, won, 1_000_00, 'RUB', BEFORE_WEEK);
    await round(won, IN_WEEK, 100_00, { win: 900_00 });
    expect(await casinoResults(site.db, won.userId, new Date('2026-11-09T00:00:00Z'), AFTER_WEEK)).toEqual([{ currency: 'RUB', stakes: 100_00, returns: 900_00, netLoss: 0 }]);
  });

  it('VIP: 5 % of the loss, paid straight to the main account, claimed once a week', async () => {
    const bettor = await loser();
    const before = await balancesOf(site, bettor);
    const offer = await cashback(bettor, 'vip');
    expect(offer).toMatchObject({
      program: 'vip',
      percent: 5,
      wager_multiplier: 0,
      period: { from: '2026-11-09T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' },
      lines: [{ currency: 'RUB', stakes: 1_200_00, returns: 500_00, net_loss: 700_00, min_loss: 0, cashback: 35_00, claimed: false }],
      claimable: true,
    });
    const claimed = await claim(bettor, 'vip');
    expect(claimed.statusCode).toBe(201);
    expect(CashbackClaimResponseSchema.parse(claimed.json()).bonuses).toMatchObject([{ source: 'cashback', amount: 35_00, state: 'wagered', released_amount: 35_00 }]);
    expect(await balancesOf(site, bettor)).toEqual({ main: before.main + 35_00, bonus: 0 });
    const again = await claim(bettor, 'vip');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'cashback_already_claimed' } });
    expect(await cashback(bettor, 'vip')).toMatchObject({ claimable: false, lines: [{ claimed: true }] });
  });

  it('premium: 10 % from a loss of 20 stakes, as a bonus wagered ×3; below the minimum there is nothing to claim', async () => {
    const small = await loser();
    expect(await cashback(small, 'premium')).toMatchObject({ lines: [{ net_loss: 700_00, min_loss: 20 * 150_00, cashback: 0 }], claimable: false });
    expect((await claim(small, 'premium')).json()).toMatchObject({ error: { code: 'cashback_nothing_to_claim' } });

    const big = await newBettor(site);
    await fund(site, big, 10_000_00, 'RUB', BEFORE_WEEK);
    await round(big, IN_WEEK, 4_000_00);
    const answers = await Promise.all([claim(big, 'premium'), claim(big, 'premium')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const granted = answers.find((answer) => answer.statusCode === 201);
    expect(CashbackClaimResponseSchema.parse(granted?.json()).bonuses).toMatchObject([{ amount: 400_00, wager_kind: 'casino', wager_required: 1_200_00, state: 'active' }]);
    expect(await balancesOf(site, big)).toEqual({ main: 6_000_00, bonus: 400_00 });
  });

  it('has nothing to claim without casino play, and 400 for an unknown programme', async () => {
    const bettor = await newBettor(site);
    expect(await cashback(bettor, 'vip')).toMatchObject({ lines: [], claimable: false });
    expect((await claim(bettor, 'vip')).json()).toMatchObject({ error: { code: 'cashback_nothing_to_claim' } });
    expect((await call(site, bettor, { method: 'GET', url: cashbackPath('gold') })).statusCode).toBe(400);
  });
});
