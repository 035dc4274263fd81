import { randomBytes } from 'node:crypto';
import { DEMO_PAY_SIGNATURE_HEADER, DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS, DemoPayTestControlPath, paymentCallbackPath, type DemoPayEvent } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { DEMO_SECRET, balanceOf, chooseOnProviderPage, createDeposit, newBettor, paymentOf, paymentsSite, postSignedEvent, type Bettor, type PaymentsSite } from './payments.fixture';
import { signDemoPayBody } from './providers/demo/signature';

describe.each(enginesUnderTest())('provider callbacks on $name', (engine) => {
  let site: PaymentsSite;
  beforeAll(async () => {
    site = await paymentsSite(engine);
  });
  afterAll(() => site.close());

  /** A pending deposit and the success event its provider would send. */
  async function pendingDeposit(amount = 300_00): Promise<{ bettor: Bettor; paymentId: number; redirectUrl: string; event: DemoPayEvent }> {
    const bettor = await newBettor(site);
    const { paymentId, redirectUrl } = (await createDeposit(site, bettor, { amount })).json<{ paymentId: number; redirectUrl: string }>();
    const [row] = await site.db.query<{ provider_ref: string }>('select provider_ref from payments where id = $1', [paymentId]);
    const event: DemoPayEvent = {
      eventId: `evt_${randomBytes(12).toString('base64url')}`,
      type: 'payment.updated',
      createdAt: new Date(site.clock.now()).toISOString(),
      payment: { providerRef: row?.provider_ref ?? '', merchantRef: String(paymentId), kind: 'checkout', status: 'success', amount, currency: 'RUB' },
    };
    return { bettor, paymentId, redirectUrl, event };
  }

  it('a correctly signed event settles the payment; the same event again is refused as a replay', async () => {
    const { bettor, paymentId, event } = await pendingDeposit();
    const accepted = await postSignedEvent(site, event);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true, paymentStatus: 'success' });
    expect(await balanceOf(site, bettor)).toBe(300_00);

    const replay = await postSignedEvent(site, event);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: { code: 'callback_replayed' } });
    // Signed afresh a minute later: still the same event.
    site.clock.advance(60_000);
    expect((await postSignedEvent(site, event)).json()).toMatchObject({ error: { code: 'callback_replayed' } });
    expect(await balanceOf(site, bettor)).toBe(300_00);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('success');
  });

  it('refuses a wrong secret, a changed body, a missing or malformed signature', async () => {
    const { bettor, paymentId, event } = await pendingDeposit();
    const wrongSecret = await postSignedEvent(site, event, { secret: 'not-the-demo-secret-not-the-demo-secret' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ error: { code: 'invalid_signature' } });

    const signedBody = JSON.stringify(event);
    const tampered = await site.app.inject({
      method: 'POST',
      url: paymentCallbackPath('demo'),
      headers: { 'content-type': 'application/json', [DEMO_PAY_SIGNATURE_HEADER]: signDemoPayBody(DEMO_SECRET, Math.floor(site.clock.now() / 1000), signedBody) },
      payload: signedBody.replace('"status":"success"', '"status":"cancel"'),
    });
    expect(tampered.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    expect((await postSignedEvent(site, event, { rawBody: signedBody })).statusCode).toBe(200);
    for (const header of [undefined, 'v1=abc', `t=${Math.floor(site.clock.now() / 1000)},v1=${'0'.repeat(64)}`]) {
      const response = await site.app.inject({
        method: 'POST',
        url: paymentCallbackPath('demo'),
        headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { [DEMO_PAY_SIGNATURE_HEADER]: header }) },
        payload: JSON.stringify({ ...event, eventId: `evt_${randomBytes(12).toString('base64url')}` }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    }
    // Only the one good event moved money.
    expect(await balanceOf(site, bettor)).toBe(300_00);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('success');
  });

  it(`refuses a timestamp more than ${DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS} s from the server's clock, either way`, async () => {
    const { bettor, paymentId, event } = await pendingDeposit();
    const now = Math.floor(site.clock.now() / 1000);
    for (const timestampSeconds of [now - DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS - 1, now + DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS + 1]) {
      const stale = await postSignedEvent(site, event, { timestampSeconds });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ error: { code: 'stale_timestamp' } });
    }
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('pending');
    expect((await postSignedEvent(site, event, { timestampSeconds: now - DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS })).statusCode).toBe(200);
    expect(await balanceOf(site, bettor)).toBe(300_00);
  });

  it('refuses events about another amount, reference or payment, and unknown providers', async () => {
    const { bettor, paymentId, event } = await pendingDeposit();
    const fresh = (patch: Partial<DemoPayEvent['payment']>): DemoPayEvent => ({ ...event, eventId: `evt_${randomBytes(12).toString('base64url')}`, payment: { ...event.payment, ...patch } });
    expect((await postSignedEvent(site, fresh({ amount: 999_00 }))).json()).toMatchObject({ error: { code: 'callback_mismatch' } });
    expect((await postSignedEvent(site, fresh({ currency: 'EUR' }))).json()).toMatchObject({ error: { code: 'callback_mismatch' } });
    expect((await postSignedEvent(site, fresh({ kind: 'payout' }))).json()).toMatchObject({ error: { code: 'callback_mismatch' } });
    expect((await postSignedEvent(site, fresh({ providerRef: `dp_${'0'.repeat(32)}` }))).json()).toMatchObject({ error: { code: 'callback_mismatch' } });
    expect((await postSignedEvent(site, fresh({ merchantRef: '999999999' }))).json()).toMatchObject({ error: { code: 'payment_not_found' } });
    expect((await postSignedEvent(site, { ...event, type: 'payment.refunded' } as unknown as DemoPayEvent)).json()).toMatchObject({ error: { code: 'invalid_request' } });
    const unknown = await site.app.inject({ method: 'POST', url: paymentCallbackPath('acme'), headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unknown.statusCode).toBe(404);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('pending');
    expect(await balanceOf(site, bettor)).toBe(0);
  });

  it('the first outcome wins: a later contradicting event moves nothing', async () => {
    const { bettor, paymentId, event } = await pendingDeposit();
    const failed = await postSignedEvent(site, { ...event, eventId: `evt_${randomBytes(12).toString('base64url')}`, payment: { ...event.payment, status: 'fail' } });
    expect(failed.json()).toEqual({ received: true, paymentStatus: 'fail' });
    const late = await postSignedEvent(site, event);
    expect(late.json()).toEqual({ received: true, paymentStatus: 'fail' });
    expect(await balanceOf(site, bettor)).toBe(0);
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('fail');
  });

  it('a notification the site did not take is sent again by the provider’s job until it is', async () => {
    const { bettor, paymentId, redirectUrl } = await pendingDeposit(400_00);
    const [{ callback_url: callbackUrl } = { callback_url: '' }] = await site.db.query<{ callback_url: string }>('select callback_url from demo_pay_sessions where merchant_ref = $1', [String(paymentId)]);
    expect(callbackUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/web-api\/payments\/callbacks\/demo$/);
    await site.db.query("update demo_pay_sessions set callback_url = 'http://127.0.0.1:9/nowhere' where merchant_ref = $1", [String(paymentId)]);

    const { back } = await chooseOnProviderPage(site, redirectUrl, 'success');
    expect(new URL(String(back.headers.location)).pathname).toBe('/en/onpay/success');
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('pending');
    const [undelivered] = await site.db.query<{ attempts: number; last_error: string | null }>('select attempts, last_error from demo_pay_notifications n join demo_pay_sessions s using (provider_ref) where s.merchant_ref = $1', [String(paymentId)]);
    expect(undelivered?.attempts).toBe(1);
    expect(undelivered?.last_error).toBeTruthy();

    await site.db.query('update demo_pay_notifications set callback_url = $1 where delivered_at is null', [callbackUrl]);
    expect((await site.app.inject({ method: 'POST', url: DemoPayTestControlPath, payload: {} })).json()).toMatchObject({ delivered: 0 });
    site.clock.advance(10_000);
    expect((await site.app.inject({ method: 'POST', url: DemoPayTestControlPath, payload: {} })).json()).toMatchObject({ delivered: 1 });
    expect((await paymentOf(site, bettor, paymentId)).status).toBe('success');
    expect(await balanceOf(site, bettor)).toBe(400_00);
  });
});
