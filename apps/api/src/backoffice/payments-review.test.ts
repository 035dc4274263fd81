import { AccountsPaths, AuditResponseSchema, BackofficePaths, BackofficePaymentSchema, BackofficePaymentsResponseSchema, MainAccountPaymentsResponseSchema, SESSION_COOKIE } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { balanceOf, chooseOnProviderPage, createWithdrawal, depositPaid, newBettor, paymentOf, paymentsSite, type PaymentsSite } from '../payments/testing';
import { auditLedger } from '../wallet/testing';
import { signedInStaff } from './staff.fixture';

/** Withdrawals above 1 000.00 RUB wait for a payments officer in these tests. */
const REVIEW_ABOVE = { RUB: 1_000_00 };

describe.each(enginesUnderTest())('the review of large withdrawals on $name', (engine) => {
  let site: PaymentsSite;
  beforeAll(async () => {
    site = await paymentsSite(engine, { withdrawalReviewAbove: REVIEW_ABOVE });
  });
  afterAll(() => site.close());

  it('a withdrawal above the amount waits, held; approved it goes to the provider; rejected the money comes back; each decided once and audited', async () => {
    const officer = await signedInStaff(site, ['payments']);
    const risk = await signedInStaff(site, ['risk']);
    const admin = await signedInStaff(site, ['admin']);
    const bettor = await newBettor(site);
    await depositPaid(site, bettor, 5_000_00);

    // At the amount: no review, straight to the provider's page. Above: held and waiting, sent to the site's pending page.
    const small = await createWithdrawal(site, bettor, { amount: 1_000_00 });
    expect(small.json<{ redirectUrl: string }>().redirectUrl).toMatch(/\/demo-pay\/payout\//);
    const cases = [
      { amount: 1_500_00, decision: 'approve' as const },
      { amount: 2_000_00, decision: 'reject' as const },
    ];
    const waiting: number[] = [];
    for (const { amount } of cases) {
      const created = await createWithdrawal(site, bettor, { amount });
      expect(created.statusCode).toBe(201);
      const answer = created.json<{ paymentId: number; redirectUrl: string }>();
      expect(new URL(answer.redirectUrl).pathname).toBe('/en/onpay/withdraw/pending');
      expect(await paymentOf(site, bettor, answer.paymentId)).toMatchObject({ status: 'pending', redirectUrl: null });
      waiting.push(answer.paymentId);
    }
    expect(await balanceOf(site, bettor)).toBe(5_000_00 - 1_000_00 - 1_500_00 - 2_000_00);
    // The bettor's payment history tells the waiting ones apart: in review, not merely pending.
    const history = MainAccountPaymentsResponseSchema.parse((await site.app.inject({ method: 'GET', url: AccountsPaths.mainAccountPayments, cookies: { [SESSION_COOKIE]: bettor.session } })).json());
    expect(history.payments.filter((payment) => payment.kind === 'withdrawal').map((payment) => [payment.amount, payment.status, payment.inReview ?? false])).toEqual([
      [2_000_00, 'pending', true],
      [1_500_00, 'pending', true],
      [1_000_00, 'pending', false],
    ]);
    const queue = BackofficePaymentsResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.payments}?review=waiting`, cookies: officer })).json()).entities;
    expect(queue.filter((payment) => payment.user_id === bettor.userId).map((payment) => payment.id)).toEqual(waiting);

    const decide = (cookies: Record<string, string>, id: number, decision: 'approve' | 'reject') =>
      site.app.inject({ method: 'POST', url: BackofficePaths.paymentReview(id), cookies, payload: { decision } });
    // The risk role reads payments but may not decide them.
    expect((await decide(risk, waiting[0] as number, 'approve')).statusCode).toBe(403);

    const approved = await decide(officer, waiting[0] as number, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(BackofficePaymentSchema.parse(approved.json())).toMatchObject({ status: 'pending', review: 'approved' });
    // Now at the provider: the bettor's payment has its page; the provider pays it out.
    const reviewed = await paymentOf(site, bettor, waiting[0] as number);
    expect(reviewed.redirectUrl).toMatch(/\/demo-pay\/payout\//);
    await chooseOnProviderPage(site, reviewed.redirectUrl as string, 'success');
    expect((await paymentOf(site, bettor, waiting[0] as number)).status).toBe('success');

    const rejected = await decide(officer, waiting[1] as number, 'reject');
    expect(BackofficePaymentSchema.parse(rejected.json())).toMatchObject({ status: 'cancel', review: 'rejected' });
    expect(await balanceOf(site, bettor)).toBe(5_000_00 - 1_000_00 - 1_500_00);

    // Decided once: a second decision of either kind is refused and moves nothing.
    for (const [id, decision] of [
      [waiting[0], 'reject'],
      [waiting[1], 'reject'],
      [waiting[1], 'approve'],
    ] as const) {
      expect((await decide(officer, id as number, decision)).statusCode).toBe(409);
    }
    expect((await decide(officer, small.json<{ paymentId: number }>().paymentId, 'approve')).statusCode).toBe(409);
    expect(await balanceOf(site, bettor)).toBe(5_000_00 - 1_000_00 - 1_500_00);
    expect(await auditLedger(site.db)).toMatchObject({ lost: 0, doubled: 0, negative: 0, mismatched: 0 });

    for (const [index, id] of waiting.entries()) {
      const entries = AuditResponseSchema.parse((await site.app.inject({ method: 'GET', url: `${BackofficePaths.audit}?target=payment:${id}`, cookies: admin })).json()).entities;
      const decision = cases[index]?.decision;
      expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        [
          `payments.withdrawal.${decision}`,
          expect.objectContaining({ status: 'pending', review: 'waiting' }),
          expect.objectContaining({ review: decision === 'approve' ? 'approved' : 'rejected', status: decision === 'approve' ? 'pending' : 'cancel' }),
        ],
      ]);
    }
  });
});
