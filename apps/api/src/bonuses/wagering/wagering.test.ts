import { OfficeBonusesPaths, SESSION_COOKIE, WagerResponseSchema } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { cookieOf, freshAddress, registerFast, signIn } from '../../identity/testing';
import { setAccountFrozen, auditLedger } from '../../wallet/testing';
import { payWin, placeStake } from '../../wallet';
import { balancesOf, bonusesSite, call, firstDepositOf, fund, newBettor, type Bettor } from '../bonuses.fixture';
import { bonusRecordById } from '../grants/bonus-records';
import { grantFirstDepositBonus } from '../grants/first-deposit-bonus';
import { expireDueBonuses } from './expiry';
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

  const payWinToBonus = async (bettor: Bettor, bonusAccountId: number, amount: number) => {
    const paid = await payWin(site.db, { userId: bettor.userId, walletAccountId: bonusAccountId, amount, currency: 'RUB', idempotencyKey: `test:bonus-win:${bonusAccountId}`, actor: 'test', now: now() });
    if (!paid.ok) throw new Error(paid.error.code);
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

  /** What the ledger took back from a bonus: its forfeit transactions and the amount they moved to bonus funding. */
  const forfeited = async (bonusId: number) => {
    const [row] = await site.db.query<{ count: unknown; amount: unknown }>(
      `select count(distinct t.id) as count, coalesce(sum(p.amount), 0) as amount
         from ledger_transactions t join ledger_postings p on p.transaction_id = t.id and p.amount > 0
        where t.kind = 'bonus_forfeit' and t.reference = $1`,
      [`bonus:${bonusId}:forfeit`],
    );
    return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  };
  /** Runs `check` with the clock past the bonus's 30 days, then puts it back. */
  const afterExpiry = async (check: () => Promise<void>) => {
    site.clock.advance(31 * DAY);
    try {
      await check();
    } finally {
      site.clock.advance(-31 * DAY);
    }
  };

  it('takes the money left on a bonus that expires on a stake back to bonus funding, once', async () => {
    const { bettor, bonus } = await withSportBonus();
    // What the bonus won stays with it: the whole bonus balance goes back, not only the amount granted.
    await payWinToBonus(bettor, bonus.bonusAccountId, 35_00);
    await afterExpiry(async () => {
      expect(await bet(bettor, { stake: 10_00 })).toMatchObject({ counted: 0 });
      expect(await balancesOf(site, bettor)).toEqual({ main: 100_00, bonus: 0 });
      expect(await forfeited(bonus.id)).toEqual({ count: 1, amount: 135_00 });
      await expireDueBonuses(site.db, now(), bettor.userId);
      await bet(bettor, { stake: 10_00 });
      expect(await forfeited(bonus.id)).toEqual({ count: 1, amount: 135_00 });
      expect(await bonusRecordById(site.db, bonus.id)).toMatchObject({ state: 'expired', releaseAmount: 135_00 });
      expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });
    });
  });

  it('takes it back when the person opens their bonuses, from a frozen account too, and shows what went', async () => {
    const registered = await registerFast(site.app);
    const bettor: Bettor = { userId: registered.user_id, accountId: registered.account_id, session: registered.session };
    await fund(site, bettor, 100_00);
    const bonus = await grantFirstDepositBonus(site.db, firstDepositOf(site, bettor, 100_00, 1), now());
    if (!bonus) throw new Error('no bonus');
    expect((await setAccountFrozen(site.db, bettor.userId, bonus.bonusAccountId, true)).ok).toBe(true);
    await afterExpiry(async () => {
      // A month on, the session has ended: the person signs in again and opens their bonuses.
      const signedIn = await signIn(site.app, String(bettor.userId), registered.password, { ip: freshAddress() });
      const session = cookieOf(signedIn, SESSION_COOKIE)?.value ?? '';
      const page = WagerResponseSchema.parse((await call(site, { ...bettor, session }, { method: 'GET', url: OfficeBonusesPaths.wager })).json());
      expect(page.bonuses[0]).toMatchObject({ state: 'expired', released_amount: 100_00 });
      expect(await balancesOf(site, bettor)).toEqual({ main: 100_00, bonus: 0 });
      expect(await forfeited(bonus.id)).toEqual({ count: 1, amount: 100_00 });
    });
  });

  it('the sweep expires every person’s overdue bonuses and leaves the unexpired ones alone', async () => {
    const first = await withSportBonus();
    const second = await withSportBonus();
    await afterExpiry(async () => {
      const fresh = await withSportBonus();
      await expireDueBonuses(site.db, now());
      expect(await forfeited(first.bonus.id)).toEqual({ count: 1, amount: 100_00 });
      expect(await forfeited(second.bonus.id)).toEqual({ count: 1, amount: 100_00 });
      expect(await bonusRecordById(site.db, fresh.bonus.id)).toMatchObject({ state: 'active', releasedAt: null });
      expect(await balancesOf(site, fresh.bettor)).toEqual({ main: 100_00, bonus: 100_00 });
    });
  });

  it('refuses a stake that is not a positive integer or a currency it does not know', async () => {
    const bettor = await newBettor(site);
    await expect(bet(bettor, { stake: 1.5 })).rejects.toThrow(RangeError);
    await expect(bet(bettor, { stake: 0 })).rejects.toThrow(RangeError);
    await expect(bet(bettor, { stake: 100, currency: 'XXX' })).rejects.toThrow(RangeError);
  });
});
