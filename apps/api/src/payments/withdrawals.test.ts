import { DemoPayTestControlPath } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { balanceOf, chooseOnProviderPage, createWithdrawal, depositPaid, newBettor, paymentOf, paymentsSite, type Bettor, type PaymentsSite } from './payments.fixture';

describe.each(enginesUnderTest())('withdrawals on $name', (engine) => {
  let site: PaymentsSite;
  beforeAll(async () => {
    site = await paymentsSite(engine);
  });
  afterAll(() => site.close());

  async function bettorWith(amount: number): Promise<Bettor> {
    const bettor = await newBettor(site);
    await depositPaid(site, bettor, amount);
    return bettor;
  }

  const ledgerWithdrawalOf = async (paymentId: number) =>
    (await site.db.query<{ status: string }>('select w.status from ledger_withdrawals w join payments p on p.ledger_withdrawal_id = w.id where p.id = $1', [paymentId]))[0]?.status;

  it('holds the money at once; pending on the provider’s page, then approved by its job: the money leaves', async () => {
    const bettor = await bettorWith(1_000_00);
    const created = await createWithdrawal(site, bettor, { amount: 300_00, lng: 'ru' });
    expect(created.statusCode).toBe(201);
    const { paymentId, redirectUrl } = created.json<{ paymentId: number; redirectUrl: string }>();
    expect(redirectUrl).toMatch(/\/demo-pay\/payout\/[\w-]{43}$/);
    expect(await balanceOf(site, bettor)).toBe(700_00);
    expect(await ledgerWithdrawalOf(paymentId)).toBe('pending');
    expect(await paymentOf(site, bettor, paymentId)).toMatchObject({ kind: 'withdrawal', status: 'pending', destination: '•••• 4242', amount: 300_00 });

    const { page, back } = await chooseOnProviderPage(site, redirectUrl, 'pending');
    expect(page.body).toContain('Подтверждение выплаты');
    expect(page.body).toContain('•••• 4242');
    expect(page.body).not.toContain('4242 4242 4242 4242');
    expect(new URL(String(back.headers.location)).pathname).toBe('/ru/onpay/withdraw/pending');
    expect(await balanceOf(site, bettor)).toBe(700_00);

    const run = await site.app.inject({ method: 'POST', url: DemoPayTestControlPath, payload: {} });
    expect(run.json()).toMatchObject({ settled: 1, delivered: 1 });
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('success');
    expect(await ledgerWithdrawalOf(paymentId)).toBe('approved');
    expect(await balanceOf(site, bettor)).toBe(700_00);
  });

  it.each(['fail', 'cancel'] as const)('%s on the provider’s page gives the held money back', async (outcome) => {
    const bettor = await bettorWith(500_00);
    const { paymentId, redirectUrl } = (await createWithdrawal(site, bettor, { amount: 500_00 })).json<{ paymentId: number; redirectUrl: string }>();
    expect(await balanceOf(site, bettor)).toBe(0);
    const { back } = await chooseOnProviderPage(site, redirectUrl, outcome);
    expect(new URL(String(back.headers.location)).pathname).toBe(`/en/onpay/withdraw/${outcome}`);
    expect(await balanceOf(site, bettor)).toBe(500_00);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe(outcome);
    expect(await ledgerWithdrawalOf(paymentId)).toBe('rejected');
  });

  it('refuses more than the balance and keeps nothing; the key can then be reused for a fitting amount', async () => {
    const bettor = await bettorWith(200_00);
    const key = 'withdrawal-key-0001';
    const refused = await createWithdrawal(site, bettor, { amount: 200_01 }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    expect(await site.db.query("select id from payments where user_id = $1 and kind = 'withdrawal'", [bettor.userId])).toEqual([]);
    expect(await balanceOf(site, bettor)).toBe(200_00);
    const fitting = await createWithdrawal(site, bettor, { amount: 200_00 }, key);
    expect(fitting.statusCode).toBe(201);
    expect((await createWithdrawal(site, bettor, { amount: 200_00 }, key)).json()).toEqual(fitting.json());
    expect(await balanceOf(site, bettor)).toBe(0);
  });

  it('two withdrawals at once never take more than the balance', async () => {
    const bettor = await bettorWith(500_00);
    const answers = await Promise.all([createWithdrawal(site, bettor, { amount: 300_00 }), createWithdrawal(site, bettor, { amount: 300_00 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    expect(await balanceOf(site, bettor)).toBe(200_00);
    expect(await site.db.query("select id from payments where user_id = $1 and kind = 'withdrawal'", [bettor.userId])).toHaveLength(1);
  });

  it('refuses a frozen account', async () => {
    const bettor = await bettorWith(300_00);
    await site.db.query('update wallet_accounts set frozen = true where id = $1', [bettor.accountId]);
    const refused = await createWithdrawal(site, bettor, { amount: 100_00 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'account_frozen' } });
    expect(await balanceOf(site, bettor)).toBe(300_00);
  });

  it('checks the destination against the method and the amount against the limits', async () => {
    const bettor = await bettorWith(300_00);
    expect((await createWithdrawal(site, bettor, { amount: 100_00, destination: '4242 4242 4242 4241' })).json()).toMatchObject({
      error: { code: 'invalid_request', params: { field: 'destination' } },
    });
    expect((await createWithdrawal(site, bettor, { amount: 99_99 })).json()).toMatchObject({ error: { code: 'amount_below_minimum' } });
    const wallet = await createWithdrawal(site, bettor, { amount: 100_00, method: 'demo_wallet', destination: 'bettor@example.com' });
    expect(wallet.statusCode).toBe(201);
    expect(await paymentOf(site, bettor, wallet.json<{ paymentId: number }>().paymentId)).toMatchObject({ method: 'demo_wallet', destination: 'be•••om' });
  });
});
