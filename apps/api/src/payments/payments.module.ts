import type { DemoPayRunJobsResponse } from '@betting/contracts';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/app-context';
import { applyFirstDepositBonusChoice, type FirstDepositHook } from './first-deposit';
import { allowEveryDeposit, type DepositLimitCheck } from './hooks';
import { walletLedger, type PaymentLedger } from './ledger-port';
import { paymentCallbacksRoutes } from './payment-callbacks.routes';
import { paymentsRoutes } from './payments.routes';
import type { PaymentProvider } from './providers/payment-provider';
import { demoPayRoutes, type DemoPaySchedule } from './providers/demo/demo-pay.routes';
import { demoPayProvider } from './providers/demo/demo-provider';
import { DEFAULT_SESSION_TTL_MS, runDemoPayJobs } from './providers/demo/jobs';
import { loadDemoPaySecret } from './providers/demo/secret';
import { paymentRequestsRoutes } from './requests/payment-requests.routes';
import { withdrawalReview, type WithdrawalReview, type WithdrawalReviewAbove } from './withdrawal-review';

export interface DemoPayOptions {
  /** DEMO_PAY_SECRET (32+ characters); unset, generated once and kept in the database. */
  readonly secret?: string | undefined;
  /** DEMO_PAY_BASE_URL: where the provider's pages are; unset, on the site's origin. */
  readonly baseUrl?: string | undefined;
  /** How long a notification may take before it counts as failed (and is retried by the job). Default 5 s. */
  readonly deliveryTimeoutMs?: number | undefined;
  /** The provider's scheduled job (pending → success after `pendingForMs`, abandoned pages cancelled, retries); off when absent. */
  readonly schedule?: DemoPaySchedule | undefined;
}

export interface PaymentsOptions {
  /** PAYMENTS_CALLBACK_URL: the API's own origin as providers reach it; unset, the address this server listens on. */
  readonly callbackUrl?: string | undefined;
  /** The responsible-gaming deposit check (default: allow). */
  readonly checkDeposit?: DepositLimitCheck | undefined;
  /** Called once per user on their first successful deposit (default: the bonus seam, a no-op today). */
  readonly onFirstDeposit?: FirstDepositHook | undefined;
  readonly demoPay?: DemoPayOptions | undefined;
  /** Tests only: another ledger port. */
  readonly ledger?: PaymentLedger | undefined;
  /** BACKOFFICE_WITHDRAWAL_REVIEW_ABOVE: withdrawals above these amounts (minor units per currency) wait for a payments officer. */
  readonly withdrawalReviewAbove?: WithdrawalReviewAbove | undefined;
}

export interface PaymentsModuleDeps extends PaymentsOptions {
  readonly context: AppContext;
  /** PUBLIC_URL: the site's origin for the return pages; unset, an allowed host (ALLOWED_HOSTS). */
  readonly publicUrl?: string | undefined;
  readonly allowedHosts?: readonly string[] | undefined;
}

/** What the non-production test-control API may do to payments. */
export interface PaymentsTestControl {
  /** Runs the demo provider's scheduled job now, settling payments pending at least `pendingForMs`. */
  runDemoPayJobs(pendingForMs: number): Promise<DemoPayRunJobsResponse>;
}

export interface PaymentsModule {
  readonly routes: FastifyPluginAsync;
  /** The back office's decisions on withdrawals waiting for review. */
  readonly review: WithdrawalReview;
  readonly testControl: PaymentsTestControl;
}

const DEFAULT_DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Payments, assembled: the bettor's payment calls, the providers' callback, the office's payment requests, and the
 * built-in demo provider (its pages and job), with its secret loaded once.
 */
export async function createPaymentsModule(deps: PaymentsModuleDeps): Promise<PaymentsModule> {
  const { db, clock } = deps.context;
  const demo = deps.demoPay ?? {};
  const secret = await loadDemoPaySecret(db, demo.secret);
  const ledger = deps.ledger ?? walletLedger(db);
  const demoProvider = demoPayProvider({ db, clock, secret, baseUrl: demo.baseUrl });
  const providers: ReadonlyMap<string, PaymentProvider> = new Map([[demoProvider.name, demoProvider]]);
  const acquirer = { db, clock, secret, timeoutMs: demo.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS };

  let routesLog: FastifyBaseLogger | undefined;
  const routes: FastifyPluginAsync = async (app) => {
    routesLog = app.log;
    const shared = { db, clock, ledger, log: app.log };
    await app.register(paymentsRoutes, {
      deps: { ...shared, providers, checkDeposit: deps.checkDeposit ?? allowEveryDeposit, withdrawalReviewAbove: deps.withdrawalReviewAbove },
      publicUrl: deps.publicUrl,
      allowedHosts: deps.allowedHosts,
      callbackUrl: deps.callbackUrl,
    });
    await app.register(paymentCallbacksRoutes, { deps: { ...shared, onFirstDeposit: deps.onFirstDeposit ?? applyFirstDepositBonusChoice }, providers });
    await app.register(paymentRequestsRoutes, { db, clock });
    await app.register(demoPayRoutes, { deps: acquirer, schedule: demo.schedule });
  };

  return {
    routes,
    review: withdrawalReview({ db, clock, ledger, providers, log: { error: (object: unknown, message?: string) => routesLog?.error(object, message) } }),
    testControl: {
      runDemoPayJobs: (pendingForMs) => runDemoPayJobs(acquirer, { pendingForMs, sessionTtlMs: demo.schedule?.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS }),
    },
  };
}
