import { OfficeBonusesPaths, WagerResponseSchema } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { placeStake } from '../../wallet/ledger';
import { balancesOf, bonusesSite, call, firstDepositOf, fund, newBettor, type Bettor } from '../bonuses.fixture';
import { bonusRecordById } from '../grants/bonus-records';
import { grantFirstDepositBonus } from '../grants/first-deposit-bonus';
import { recordWagering, type WageringInput } from './record-wagering';

const DAY = 86_400_000;

describe.each(enginesUnderTest())('wagering on $name', (engine) => {
  const site = bonusesSite(engine);
  const now = () => new Date(site.clock.now());
  let bets = 0;
  const bet = (bettor: Bettor, input: Partial<WageringInput> & Pick<WageringInput, 'stake'>) => {
    bets += 1;
    return recordWagering(site.db, { userId: bettor.userId, currency: 'RUB', kind: 'sport', coef: 2000, reference: `bet:${engine.name}:${bets}`, now: now(), ...input });
  };
  /** A bettor with a sport bonus of 100.00 RUB (×5 at odds of 1.5: 500.00 to wager) and 100.00 of their own. */
  const withSportBonus = async () => {
    const bettor = await newBettor(site);
    await fund(site, bettor, 100_00);
    const bonus = await grantFirstDepositBonus(site.db, firstDepositOf(site, bettor, 100_00, 1), now());
    if (!bonus) throw new Error('no bonus');
    return { bettor, bonus };
  };

  it('counts bets at the minimum odds or above, once per bet, and shows the progress', async () => {
    const { bettor } = await withSportBonus();
    expect(await bet(bettor, { stake: 50_00, coef: 1499 })).toEqual({ counted: 0, repeated: false, wagered: [] });
    expect(await bet(bettor, { stake: 50_00, coef: 1500 })).toEqual({ counted: 50_00, repeated: false, wagered: [] });
    expect(await bet(bettor, { stake: 100_00, kind: 'casino' })).toMatchObject({ counted: 0 });
    expect(await bet(bettor, { stake: 100_00, currency: 'EUR' })).toMatchObject({ counted: 0 });
    const repeated = await recordWagering(site.db, { userId: bettor.userId, currency: 'RUB', kind: 'sport', coef: 3000, stake: 50_00, reference: `bet:${engine.name}:${bets}`, now: now() });
    expect(repeated).toEqual({ counted: 0, repeated: true, wagered: [] });

    const page = WagerResponseSchema.parse((await call(site, bettor, { method: 'GET', url: OfficeBonusesPaths.wager })).json());
    expect(page.bonuses).toHaveLength(1);
    expect(page.bonuses[0]).toMatchObject({ state: 'active', wager_done: 50_00, wager_required: 500_00, released_amount: null });
  });

  it('moves the whole bonus balance to the main account when wagered, and only once', async () => {
    const { bettor, bonus } = await withSportBonus();
    await bet(bettor, { stake: 300_00 });
    const last = await bet(bettor, { stake: 250_00 });
    expect(last).toEqual({ counted: 200_00, repeated: false, wagered: [bonus.id] });
    expect(await balancesOf(site, bettor)).toEqual({ main: 200_00, bonus: 0 });
    expect(await bet(bettor, { stake: 100_00 })).toMatchObject({ counted: 0, wagered: [] });
    expect(await balancesOf(site, bettor)).toEqual({ main: 200_00, bonus: 0 });
    const page = WagerResponseSchema.parse((await call(site, bettor, { method: 'GET', url: OfficeBonusesPaths.wager })).json());
    expect(page.bonuses[0]).toMatchObject({ state: 'wagered', wager_done: 500_00, released_amount: 100_00 });
    expect(page.bonuses[0]?.finished_at).not.toBeNull();
  });

  it('releases what is left when bonus money was staked meanwhile', async () => {
    const { bettor, bonus } = await withSportBonus();
    const staked = await placeStake(site.db, { userId: bettor.userId, walletAccountId: bonus.bonusAccountId, amount: 60_00, currency: 'RUB', idempotencyKey: `test:bonus-stake:${bonus.id}`, actor: 'test', now: now() });
    expect(staked.ok).toBe(true);
    await bet(bettor, { stake: 500_00 });
    expect(await balancesOf(site, bettor)).toEqual({ main: 140_00, bonus: 0 });
  });

  it('stops counting for an expired bonus', async () => {
    const { bettor, bonus } = await withSportBonus();
    site.clock.advance(31 * DAY);
    try {
      expect(await bet(bettor, { stake: 500_00 })).toMatchObject({ counted: 0 });
      expect(await bonusRecordById(site.db, bonus.id)).toMatchObject({ state: 'expired', wagerDone: 0, finishedAt: bonus.expiresAt });
    } finally {
      site.clock.advance(-31 * DAY);
    }
  });

  it('refuses a stake that is not a positive integer or a currency it does not know', async () => {
    const bettor = await newBettor(site);
    await expect(bet(bettor, { stake: 1.5 })).rejects.toThrow(RangeError);
    await expect(bet(bettor, { stake: 0 })).rejects.toThrow(RangeError);
    await expect(bet(bettor, { stake: 100, currency: 'XXX' })).rejects.toThrow(RangeError);
  });
});
