import {
  DemoPayRunJobsResponseSchema,
  DemoPayTestControlPath,
  IDEMPOTENT_REPLAY_HEADER,
  PaymentMethodsResponseSchema,
  PaymentsPaths,
  SESSION_COOKIE,
  limitRefusalOfPaymentError,
  paymentPath,
  type ApiError,
} from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import type { FirstDeposit } from './first-deposit';
import { allowEveryDeposit } from './hooks';
import { applyFirstDepositBonusChoice } from './first-deposit';
import { balanceOf, chooseOnProviderPage, createDeposit, depositPaid, newBettor, paymentOf, paymentsSite, type PaymentsSite } from './payments.fixture';

const RUB_MINIMUM = 100_00;
const RUB_MAXIMUM = 150_00 * 10_000;

describe.each(enginesUnderTest())('deposits on $name', (engine) => {
  let site: PaymentsSite;
  beforeAll(async () => {
    site = await paymentsSite(engine);
  });
  afterAll(() => site.close());

  it('lists the methods of a currency with limits from the kernel’s table', async () => {
    const response = await site.app.inject({ method: 'GET', url: `${PaymentsPaths.methods}?currency=RUB` });
    expect(response.statusCode).toBe(200);
    const body = PaymentMethodsResponseSchema.parse(response.json());
    expect(body.methods.map((method) => method.id)).toEqual(['demo_card', 'demo_wallet']);
    expect(body.methods[0]?.limits).toEqual({ deposit: { minimum: RUB_MINIMUM, maximum: RUB_MAXIMUM }, withdrawal: { minimum: RUB_MINIMUM, maximum: RUB_MAXIMUM } });
    const jpy = PaymentMethodsResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${PaymentsPaths.methods}?currency=JPY` })).json());
    expect(jpy.methods.map((method) => method.id)).toEqual(['demo_card']);
  });

  it('success: the provider’s page, its signed notification, the money on the account, the return page', async () => {
    const bettor = await newBettor(site);
    const created = await createDeposit(site, bettor, { amount: 500_00, lng: 'ru' });
    expect(created.statusCode).toBe(201);
    const { paymentId, status, redirectUrl } = created.json<{ paymentId: number; status: string; redirectUrl: string }>();
    expect(status).toBe('pending');
    expect(redirectUrl).toMatch(/^http:\/\/localhost(:80)?\/demo-pay\/checkout\/[\w-]{43}$/);
    expect(await balanceOf(site, bettor)).toBe(0);

    const { page, back } = await chooseOnProviderPage(site, redirectUrl, 'success');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Оплатить');
    expect(page.body).toMatch(/500,00\s?₽/);
    expect(back.statusCode).toBe(303);
    expect(new URL(String(back.headers.location)).pathname).toBe('/ru/onpay/success');

    expect(await balanceOf(site, bettor)).toBe(500_00);
    const payment = await paymentOf(site, bettor, paymentId);
    expect(payment).toMatchObject({ id: paymentId, kind: 'deposit', status: 'success', amount: 500_00, currency: 'RUB', method: 'demo_card', redirectUrl: null, destination: null });
    expect(payment.settledAt).toBe(new Date(site.clock.now()).toISOString());
    // The finished page says so and offers the way back; choosing again changes nothing.
    const again = await chooseOnProviderPage(site, redirectUrl, 'fail');
    expect(again.page.body).toContain('Платёж завершён');
    expect(new URL(String(again.back.headers.location)).pathname).toBe('/ru/onpay/success');
    expect(await balanceOf(site, bettor)).toBe(500_00);
  });

  it.each([
    ['fail', '/en/onpay/fail'],
    ['cancel', '/en/onpay/cancel'],
  ] as const)('%s moves nothing and returns to %s', async (outcome, returnPath) => {
    const bettor = await newBettor(site);
    const created = await createDeposit(site, bettor, { amount: 300_00 });
    const { paymentId, redirectUrl } = created.json<{ paymentId: number; redirectUrl: string }>();
    const { back } = await chooseOnProviderPage(site, redirectUrl, outcome);
    expect(new URL(String(back.headers.location)).pathname).toBe(returnPath);
    expect(await balanceOf(site, bettor)).toBe(0);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe(outcome);
  });

  it('a bettor with deposit notices on gets an e-mail when the deposit is credited, and only then', async () => {
    const bettor = await newBettor(site);
    const email = `deposits-${engine.name}-${bettor.userId}@example.com`;
    await site.db.query('update users set email = $2 where id = $1', [bettor.userId, email]);
    await site.db.query('insert into user_mailing_settings (user_id, enable_mail_deposit, updated_at) values ($1, true, now())', [bettor.userId]);
    const mails = () => site.db.query<{ subject: string; body: string }>('select subject, body from outbox_messages where recipient = $1 order by id', [email]);
    const { redirectUrl } = (await createDeposit(site, bettor, { amount: 150_00 })).json<{ paymentId: number; redirectUrl: string }>();
    expect(await mails()).toEqual([]);
    await chooseOnProviderPage(site, redirectUrl, 'fail');
    expect(await mails()).toEqual([]);
    const paymentId = await depositPaid(site, bettor, 120_00);
    expect((await mails()).map((mail) => mail.subject)).toEqual(['Deposit of ₽120.00 credited']);
    expect((await mails())[0]?.body).toContain(`No. ${paymentId}`);
  });

  it('pending, then finished later on the provider’s page', async () => {
    const bettor = await newBettor(site);
    const { paymentId, redirectUrl } = (await createDeposit(site, bettor, { amount: 200_00 })).json<{ paymentId: number; redirectUrl: string }>();
    const pending = await chooseOnProviderPage(site, redirectUrl, 'pending');
    expect(new URL(String(pending.back.headers.location)).pathname).toBe('/en/onpay/pending');
    expect(await paymentOf(site, bettor, paymentId)).toMatchObject({ status: 'pending', redirectUrl });
    expect(await balanceOf(site, bettor)).toBe(0);

    const later = await chooseOnProviderPage(site, redirectUrl, 'success');
    expect(later.page.body).toContain('This payment is pending');
    expect(later.page.body).not.toContain('value="pending"');
    expect(new URL(String(later.back.headers.location)).pathname).toBe('/en/onpay/success');
    expect(await balanceOf(site, bettor)).toBe(200_00);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('success');
  });

  it('pending, then settled by the provider’s scheduled job (run through test control)', async () => {
    const bettor = await newBettor(site);
    const { paymentId, redirectUrl } = (await createDeposit(site, bettor, { amount: 250_00 })).json<{ paymentId: number; redirectUrl: string }>();
    await chooseOnProviderPage(site, redirectUrl, 'pending');
    const notYet = await site.app.inject({ method: 'POST', url: DemoPayTestControlPath, payload: { pendingForMs: 60_000 } });
    expect(DemoPayRunJobsResponseSchema.parse(notYet.json())).toMatchObject({ settled: 0 });
    site.clock.advance(60_000);
    const run = await site.app.inject({ method: 'POST', url: DemoPayTestControlPath, payload: { pendingForMs: 60_000 } });
    expect(run.json()).toMatchObject({ settled: 1, delivered: 1 });
    expect(await balanceOf(site, bettor)).toBe(250_00);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('success');
  });

  it('the same Idempotency-Key and body answer the first answer; another body is refused; no key is refused', async () => {
    const bettor = await newBettor(site);
    const key = 'deposit-key-0001';
    const first = await createDeposit(site, bettor, { amount: 400_00 }, key);
    const second = await createDeposit(site, bettor, { amount: 400_00 }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();

    const conflict = await createDeposit(site, bettor, { amount: 401_00 }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ error: { code: 'idempotency_conflict' } });
    const missing = await createDeposit(site, bettor, { amount: 400_00 }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'Idempotency-Key' } } });
    const rows = await site.db.query<{ n: unknown }>('select count(*) as n from payments where user_id = $1', [bettor.userId]);
    expect(Number(rows[0]?.n)).toBe(1);

    // Paying the first answer's page once credits once, whatever the replays.
    await chooseOnProviderPage(site, first.json<{ redirectUrl: string }>().redirectUrl, 'success');
    expect((await createDeposit(site, bettor, { amount: 400_00 }, key)).json()).toEqual(first.json());
    expect(await balanceOf(site, bettor)).toBe(400_00);
  });

  it('concurrent creates with one key make one payment and one answer', async () => {
    const bettor = await newBettor(site);
    const answers = await Promise.all(Array.from({ length: 5 }, () => createDeposit(site, bettor, { amount: 600_00 }, 'deposit-key-race')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await site.db.query('select id from payments where user_id = $1', [bettor.userId])).toHaveLength(1);
  });

  it('refuses amounts outside the limits, unknown methods, other users’ accounts and guests', async () => {
    const bettor = await newBettor(site);
    const other = await newBettor(site);
    const below = await createDeposit(site, bettor, { amount: RUB_MINIMUM - 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ error: { code: 'amount_below_minimum', params: { minimum: RUB_MINIMUM, currency: 'RUB' } } });
    const above = await createDeposit(site, bettor, { amount: RUB_MAXIMUM + 1 });
    expect(above.json()).toMatchObject({ error: { code: 'amount_above_maximum', params: { maximum: RUB_MAXIMUM, currency: 'RUB' } } });
    expect((await createDeposit(site, bettor, { amount: RUB_MINIMUM })).statusCode).toBe(201);
    expect((await createDeposit(site, bettor, { amount: RUB_MAXIMUM })).statusCode).toBe(201);
    expect((await createDeposit(site, bettor, { amount: 500_00, method: 'carrier_pigeon' })).json()).toMatchObject({ error: { code: 'method_not_available' } });
    expect((await createDeposit(site, bettor, { amount: 500_00, accountId: other.accountId })).json()).toMatchObject({ error: { code: 'account_not_found' } });
    expect((await createDeposit(site, bettor, { amount: 10.5 })).json()).toMatchObject({ error: { code: 'invalid_request' } });
    const guest = await site.app.inject({ method: 'POST', url: PaymentsPaths.deposits, payload: {} });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    // Nobody reads another user's payment.
    const mine = (await createDeposit(site, bettor, { amount: 500_00 })).json<{ paymentId: number }>().paymentId;
    const theirs = await site.app.inject({ method: 'GET', url: paymentPath(mine), cookies: { [SESSION_COOKIE]: other.session } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: { code: 'payment_not_found' } });
  });

  it('a deposit limit refuses with its reason, and nothing is created', async () => {
    const bettor = await newBettor(site);
    const asked: unknown[] = [];
    site.hooks.checkDeposit = async (user, amount, now) => {
      asked.push({ user, amount, now: now.getTime() });
      return { allowed: false, refusal: { code: 'deposit_limit_exceeded', limitType: 20, limitValue: 1000, remaining: 300_00, currency: 'RUB' } };
    };
    try {
      const refused = await createDeposit(site, bettor, { amount: 500_00 });
      expect(refused.statusCode).toBe(403);
      const body = refused.json<ApiError>();
      expect(body.error.code).toBe('limit_refused');
      expect(limitRefusalOfPaymentError(body)).toEqual({ code: 'deposit_limit_exceeded', limitType: 20, limitValue: 1000, remaining: 300_00, currency: 'RUB' });
      expect(asked).toEqual([{ user: { userId: bettor.userId }, amount: { accountId: bettor.accountId, amount: 500_00, currency: 'RUB' }, now: site.clock.now() }]);
      expect(await site.db.query('select id from payments where user_id = $1', [bettor.userId])).toEqual([]);
    } finally {
      site.hooks.checkDeposit = allowEveryDeposit;
    }
  });

  it('a frozen account still takes deposits (spec §3: it cannot bet or withdraw)', async () => {
    const bettor = await newBettor(site);
    await site.db.query('update wallet_accounts set frozen = true where id = $1', [bettor.accountId]);
    await depositPaid(site, bettor, 150_00);
    expect(await balanceOf(site, bettor)).toBe(150_00);
  });

  it('the first-deposit hook runs once per user, on the first successful deposit, with the registration’s bonus choice', async () => {
    const calls: FirstDeposit[] = [];
    site.hooks.onFirstDeposit = async (deposit) => {
      calls.push(deposit);
    };
    try {
      const bettor = await newBettor(site);
      const failed = (await createDeposit(site, bettor, { amount: 150_00 })).json<{ redirectUrl: string }>();
      await chooseOnProviderPage(site, failed.redirectUrl, 'fail');
      expect(calls).toEqual([]);
      const first = await depositPaid(site, bettor, 150_00);
      await depositPaid(site, bettor, 160_00);
      const someoneElse = await newBettor(site);
      const theirFirst = await depositPaid(site, someoneElse, 170_00);
      expect(calls).toEqual([
        { userId: bettor.userId, paymentId: first, accountId: bettor.accountId, amount: 150_00, currency: 'RUB', firstDepositBonusChoice: 1, settledAt: new Date(site.clock.now()) },
        { userId: someoneElse.userId, paymentId: theirFirst, accountId: someoneElse.accountId, amount: 170_00, currency: 'RUB', firstDepositBonusChoice: 1, settledAt: new Date(site.clock.now()) },
      ]);
      const marks = await site.db.query<{ hook_completed_at: Date | null }>('select hook_completed_at from payment_first_deposits where user_id = $1', [bettor.userId]);
      expect(marks).toHaveLength(1);
      expect(marks[0]?.hook_completed_at).not.toBeNull();
    } finally {
      site.hooks.onFirstDeposit = applyFirstDepositBonusChoice;
    }
  });
});
