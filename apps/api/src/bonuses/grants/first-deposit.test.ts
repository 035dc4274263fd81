import { FirstDepositBonusResponseSchema, OfficeBonusesPaths, WagerResponseSchema } from '@betting/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { identitySite } from '../../identity/testing';
import { createDeposit, chooseOnProviderPage, DEMO_SECRET, type PaymentsSite } from '../../payments/testing';
import { allowEveryDeposit } from '../../payments';
import { balancesOf, bonusGrantCount, bonusesSite, call, firstDepositOf, newBettor, type Bettor } from '../bonuses.fixture';
import { grantFirstDepositBonus } from './first-deposit-bonus';

describe.each(enginesUnderTest())('the first-deposit bonus through a real payment on $name', (engine) => {
  // The app as start.ts builds it: no hook is swapped, so the payments module calls the bonus module's.
  const site = identitySite(engine, { payments: { demoPay: { secret: DEMO_SECRET } } });
  beforeAll(async () => {
    await site.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const paid = async (bettor: Bettor, amount: number) => {
    const payments = { ...site, hooks: { checkDeposit: allowEveryDeposit, onFirstDeposit: async () => {} } } as PaymentsSite;
    const created = await createDeposit(payments, bettor, { amount });
    expect(created.statusCode).toBe(201);
    await chooseOnProviderPage(payments, created.json<{ redirectUrl: string }>().redirectUrl, 'success');
  };

  it('grants 100 % of the first deposit into the bonus account, to wager ×5 at odds of 1.5, and nothing on the next deposits', async () => {
    const bettor = await newBettor(site);
    await paid(bettor, 500_00);
    expect(await balancesOf(site, bettor)).toEqual({ main: 500_00, bonus: 500_00 });
    await paid(bettor, 700_00);
    expect(await balancesOf(site, bettor)).toEqual({ main: 1_200_00, bonus: 500_00 });
    expect(await bonusGrantCount(site, bettor)).toBe(1);

    const page = FirstDepositBonusResponseSchema.parse((await call(site, bettor, { method: 'GET', url: `${OfficeBonusesPaths.firstDeposit}?lng=ru` })).json());
    expect(page).toMatchObject({ choice: 1, can_change: false, bonus: { offer_id: 'sport_first_deposit', amount: 500_00, currency: 'RUB', state: 'active', wager_required: 2_500_00, wager_done: 0, min_coef: 1500 } });
    expect(page.bonus?.title).toMatch(/бонус/i);
    const wager = WagerResponseSchema.parse((await call(site, bettor, { method: 'GET', url: OfficeBonusesPaths.wager })).json());
    expect(wager.bonuses.map((bonus) => [bonus.source, bonus.state, bonus.wager_done])).toEqual([['first_deposit', 'active', 0]]);
  });

  it('grants nothing to a bettor who declined the bonus', async () => {
    const bettor = await newBettor(site, { first_deposit_bonus_choice: 0 });
    await paid(bettor, 500_00);
    expect(await balancesOf(site, bettor)).toEqual({ main: 500_00, bonus: 0 });
    const page = FirstDepositBonusResponseSchema.parse((await call(site, bettor, { method: 'GET', url: OfficeBonusesPaths.firstDeposit })).json());
    expect(page).toMatchObject({ choice: 0, can_change: false, bonus: null });
  });
});

describe.each(enginesUnderTest())('the first-deposit bonus rules on $name', (engine) => {
  const site = bonusesSite(engine);

  it('caps the casino bonus at 100 initial stakes of the currency and asks ×35 in the casino', async () => {
    const bettor = await newBettor(site, { first_deposit_bonus_choice: 2 });
    const bonus = await grantFirstDepositBonus(site.db, firstDepositOf(site, bettor, 20_000_00, 2), new Date(site.clock.now()));
    expect(bonus).toMatchObject({ offerId: 'slot_first_deposit', wagerKind: 'casino', amount: 15_000_00, wagerRequired: 35 * 15_000_00, minCoef: null, state: 'active' });
    expect(await balancesOf(site, bettor)).toEqual({ main: 0, bonus: 15_000_00 });
  });

  it('takes its cap from the kernel’s table in the deposit’s currency (USD: 20 stakes of 5.00)', async () => {
    const bettor = await newBettor(site, { currency_id: 840 });
    const bonus = await grantFirstDepositBonus(site.db, firstDepositOf(site, bettor, 250_00, 1, 'USD'), new Date(site.clock.now()));
    expect(bonus).toMatchObject({ currency: 'USD', amount: 100_00 });
    expect(await balancesOf(site, bettor, 'USD')).toEqual({ main: 0, bonus: 100_00 });
  });

  it('grants once however often and however concurrently the hook runs', async () => {
    const bettor = await newBettor(site);
    const deposit = firstDepositOf(site, bettor, 300_00, 1);
    const runs = await Promise.all([0, 1, 2].map(() => grantFirstDepositBonus(site.db, deposit, new Date(site.clock.now()))));
    const again = await grantFirstDepositBonus(site.db, { ...deposit, amount: 999_00 }, new Date(site.clock.now()));
    expect(new Set([...runs, again].map((bonus) => bonus?.id)).size).toBe(1);
    expect(again?.amount).toBe(300_00);
    expect(await bonusGrantCount(site, bettor)).toBe(1);
    expect(await balancesOf(site, bettor)).toEqual({ main: 0, bonus: 300_00 });
  });

  it('grants nothing when declined', async () => {
    const bettor = await newBettor(site, { first_deposit_bonus_choice: 0 });
    expect(await grantFirstDepositBonus(site.db, firstDepositOf(site, bettor, 300_00, 0), new Date(site.clock.now()))).toBeNull();
    expect(await bonusGrantCount(site, bettor)).toBe(0);
  });

  it('lets the choice change until the first deposit, then refuses', async () => {
    const bettor = await newBettor(site);
    const before = FirstDepositBonusResponseSchema.parse((await call(site, bettor, { method: 'GET', url: OfficeBonusesPaths.firstDeposit })).json());
    expect(before).toMatchObject({ choice: 1, can_change: true, bonus: null });
    expect(before.options.map((option) => [option.choice, option.offer_id, option.max_amount, option.wager_multiplier])).toEqual([
      [1, 'sport_first_deposit', 20 * 150_00, 5],
      [2, 'slot_first_deposit', 100 * 150_00, 35],
    ]);
    const changed = await call(site, bettor, { method: 'PUT', url: OfficeBonusesPaths.firstDeposit, payload: { choice: 2 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ choice: 2, can_change: true });
    expect((await call(site, bettor, { method: 'PUT', url: OfficeBonusesPaths.firstDeposit, payload: { choice: 5 } })).statusCode).toBe(400);

    await site.db.query("insert into payments (user_id, wallet_account_id, kind, amount, currency_id, method, provider, lng, status, settling_status, idempotency_key, request_fingerprint, created_at, settled_at) values ($1, $2, 'deposit', 100, 643, 'demo_card', 'demo', 'en', 'success', 'success', 'k', repeat('0', 64), now(), now())", [bettor.userId, bettor.accountId]);
    await site.db.query('insert into payment_first_deposits (user_id, payment_id, created_at) select user_id, id, now() from payments where user_id = $1', [bettor.userId]);
    const refused = await call(site, bettor, { method: 'PUT', url: OfficeBonusesPaths.firstDeposit, payload: { choice: 0 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'first_deposit_made' } });
  });
});
