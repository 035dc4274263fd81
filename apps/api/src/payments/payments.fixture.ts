import { randomUUID } from 'node:crypto';
import {
  DEMO_PAY_SIGNATURE_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  PaymentsPaths,
  SESSION_COOKIE,
  paymentCallbackPath,
  paymentPath,
  type DemoPayEvent,
  type DemoPayOutcome,
  type Payment,
} from '@betting/contracts';
import { manualClock, type ManualClock } from '@betting/kernel';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import type { EngineUnderTest } from '../db/testing/engines';
import { registerFast, START } from '../identity/testing';
import { testControlAppOptions } from '../test-control';
import { GENEROUS_PROTECTION, TEMPLATE } from '../testing/app.fixture';
import { accountBalances } from '../wallet';
import { applyFirstDepositBonusChoice, type FirstDepositHook } from './first-deposit';
import { allowEveryDeposit, type DepositLimitCheck } from './hooks';
import type { PaymentsOptions } from './payments.module';
import { signDemoPayBody } from './providers/demo/signature';

export const DEMO_SECRET = 'demo-pay-secret-for-tests-only-0123456789';

/** The hooks a test may swap while the site runs. */
export interface SwappableHooks {
  checkDeposit: DepositLimitCheck;
  onFirstDeposit: FirstDepositHook;
}

export interface PaymentsSite {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: ManualClock;
  readonly hooks: SwappableHooks;
  close(): Promise<void>;
}

/**
 * The whole site with test control on one engine, listening on a loopback port so that the demo provider's
 * notifications travel over real HTTP to the API, as they would from another company's server.
 */
export async function paymentsSite(engine: EngineUnderTest, options: Pick<PaymentsOptions, 'withdrawalReviewAbove'> = {}): Promise<PaymentsSite> {
  const { db, dispose } = await engine.open('seeded');
  const clock = manualClock(START);
  const hooks: SwappableHooks = { checkDeposit: allowEveryDeposit, onFirstDeposit: applyFirstDepositBonusChoice };
  const app = await buildApp({
    db,
    clock,
    template: TEMPLATE,
    protection: GENEROUS_PROTECTION,
    ...testControlAppOptions,
    payments: {
      demoPay: { secret: DEMO_SECRET, deliveryTimeoutMs: 5_000 },
      checkDeposit: (user, amount, now) => hooks.checkDeposit(user, amount, now),
      onFirstDeposit: (deposit) => hooks.onFirstDeposit(deposit),
      ...options,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    clock,
    hooks,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export interface Bettor {
  readonly userId: number;
  readonly accountId: number;
  readonly session: string;
}

export async function newBettor(site: PaymentsSite): Promise<Bettor> {
  const registered = await registerFast(site.app);
  return { userId: registered.user_id, accountId: registered.account_id, session: registered.session };
}

export function createDeposit(site: PaymentsSite, bettor: Bettor, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return site.app.inject({
    method: 'POST',
    url: PaymentsPaths.deposits,
    cookies: { [SESSION_COOKIE]: bettor.session },
    headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    payload: { accountId: bettor.accountId, method: 'demo_card', lng: 'en', ...body },
  });
}

export function createWithdrawal(site: PaymentsSite, bettor: Bettor, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return site.app.inject({
    method: 'POST',
    url: PaymentsPaths.withdrawals,
    cookies: { [SESSION_COOKIE]: bettor.session },
    headers: key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    payload: { accountId: bettor.accountId, method: 'demo_card', destination: '4242 4242 4242 4242', lng: 'en', ...body },
  });
}

/** Opens the provider's page (as the browser would) and presses one of its buttons; answers the page and the redirect. */
export async function chooseOnProviderPage(site: PaymentsSite, redirectUrl: string, outcome: DemoPayOutcome): Promise<{ page: LightMyRequestResponse; back: LightMyRequestResponse }> {
  const path = new URL(redirectUrl).pathname;
  const page = await site.app.inject({ method: 'GET', url: path });
  const back = await site.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
  return { page, back };
}

export async function paymentOf(site: PaymentsSite, bettor: Bettor, paymentId: number): Promise<Payment> {
  const response = await site.app.inject({ method: 'GET', url: paymentPath(paymentId), cookies: { [SESSION_COOKIE]: bettor.session } });
  if (response.statusCode !== 200) throw new Error(`payment ${paymentId}: ${response.statusCode} ${response.body}`);
  return response.json<{ payment: Payment }>().payment;
}

export async function balanceOf(site: PaymentsSite, bettor: Bettor): Promise<number> {
  const account = (await accountBalances(site.db, bettor.userId)).find((candidate) => candidate.walletAccountId === bettor.accountId);
  if (!account) throw new Error(`no account ${bettor.accountId}`);
  return account.balance;
}

/** A deposit paid on the provider's page: the bettor's balance grows by `amount`. */
export async function depositPaid(site: PaymentsSite, bettor: Bettor, amount: number): Promise<number> {
  const created = await createDeposit(site, bettor, { amount });
  if (created.statusCode !== 201) throw new Error(`deposit: ${created.statusCode} ${created.body}`);
  const { paymentId, redirectUrl } = created.json<{ paymentId: number; redirectUrl: string }>();
  await chooseOnProviderPage(site, redirectUrl, 'success');
  return paymentId;
}

/** A provider notification signed with the test secret, posted straight to the callback (as an attacker or a replay would). */
export function postSignedEvent(site: PaymentsSite, event: DemoPayEvent, options: { timestampSeconds?: number; secret?: string; rawBody?: string } = {}) {
  const rawBody = options.rawBody ?? JSON.stringify(event);
  const timestamp = options.timestampSeconds ?? Math.floor(site.clock.now() / 1000);
  return site.app.inject({
    method: 'POST',
    url: paymentCallbackPath('demo'),
    headers: { 'content-type': 'application/json', [DEMO_PAY_SIGNATURE_HEADER]: signDemoPayBody(options.secret ?? DEMO_SECRET, timestamp, rawBody) },
    payload: rawBody,
  });
}
