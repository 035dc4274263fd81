import { createHash } from 'node:crypto';
import {
  availablePaymentMethod,
  paymentAmountLimits,
  type CreateDepositBody,
  type CreatePaymentResponse,
  type CreateWithdrawalBody,
  type PaymentMethodDefinition,
} from '@betting/contracts';
import { currencyByIso, err, ok, type Clock, type Result } from '@betting/kernel';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { AccountBalance } from '../wallet';
import { maskDestination, normalizeDestination } from './destination';
import type { DepositLimitCheck } from './hooks';
import type { PaymentLedger } from './ledger-port';
import { callbackUrlFor, returnUrlsFor, type PaymentLinks } from './payment-links';
import { paymentError, paymentErrorOfLedger, type PaymentError } from './payment-errors';
import { holdForReview, needsReview, type WithdrawalReviewAbove } from './withdrawal-review';
import { forgetRefusedPayment, insertPayment, paymentByKey, recordProviderSession, recordWithdrawalHold, type PaymentRecord } from './payments.repository';
import type { PaymentProvider } from './providers/payment-provider';

export interface CreatePaymentDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly ledger: PaymentLedger;
  readonly providers: ReadonlyMap<string, PaymentProvider>;
  readonly checkDeposit: DepositLimitCheck;
  readonly log: FastifyBaseLogger;
  /** Withdrawals above these amounts wait for a payments officer before they reach the provider (withdrawal-review.ts). */
  readonly withdrawalReviewAbove?: WithdrawalReviewAbove | undefined;
}

export type CreatePaymentRequest = { readonly userId: number; readonly idempotencyKey: string; readonly links: PaymentLinks } & (
  | { readonly kind: 'deposit'; readonly body: CreateDepositBody }
  | { readonly kind: 'withdrawal'; readonly body: CreateWithdrawalBody }
);

export interface CreatedPayment {
  readonly answer: CreatePaymentResponse;
  /** The answer repeats the first answer to this key. */
  readonly replayed: boolean;
}

/** The request's fingerprint kept with its key: every body field, in a fixed order, with the kind. */
function fingerprintOf(request: CreatePaymentRequest): string {
  const { body } = request;
  const destination = request.kind === 'withdrawal' ? request.body.destination : null;
  return createHash('sha256').update(JSON.stringify([request.kind, body.accountId, body.amount, body.method, body.lng, destination])).digest('hex');
}

const DESCRIPTIONS = {
  en: { deposit: (account: number) => `Deposit to account ${account}`, withdrawal: (account: number) => `Withdrawal from account ${account}` },
  ru: { deposit: (account: number) => `Пополнение счёта ${account}`, withdrawal: (account: number) => `Вывод со счёта ${account}` },
} as const;

interface CheckedPayment {
  readonly account: AccountBalance;
  readonly method: PaymentMethodDefinition;
  readonly provider: PaymentProvider;
  /** A withdrawal's destination as the provider takes it, and as we keep it. */
  readonly destination: { readonly normalized: string; readonly masked: string } | null;
}

/** The account, method, amount and (deposits) the limit hook, (withdrawals) destination, frozen flag and balance. */
async function checkPayment(deps: CreatePaymentDeps, request: CreatePaymentRequest): Promise<Result<CheckedPayment, PaymentError>> {
  const { body } = request;
  const account = (await deps.ledger.accounts(request.userId)).find((candidate) => candidate.walletAccountId === body.accountId && (candidate.type === 0 || candidate.type === 9));
  if (!account) return err(paymentError('account_not_found'));
  const currency = account.currency === null ? undefined : currencyByIso(account.currency);
  const method = currency ? availablePaymentMethod(body.method, request.kind, currency.iso) : undefined;
  const provider = method ? deps.providers.get(method.provider) : undefined;
  if (!currency || !method || !provider) return err(paymentError('method_not_available', { method: body.method }));
  const limits = paymentAmountLimits(currency);
  if (body.amount < limits.minimum) return err(paymentError('amount_below_minimum', { minimum: limits.minimum, currency: currency.iso }));
  if (body.amount > limits.maximum) return err(paymentError('amount_above_maximum', { maximum: limits.maximum, currency: currency.iso }));

  if (request.kind === 'deposit') {
    const decision = await deps.checkDeposit({ userId: request.userId }, { accountId: account.walletAccountId, amount: body.amount, currency: currency.iso }, new Date(deps.clock.now()));
    if (!decision.allowed) {
      const { code, ...numbers } = decision.refusal;
      return err(paymentError('limit_refused', { reason: code, ...numbers }));
    }
    return ok({ account, method, provider, destination: null });
  }
  const normalized = normalizeDestination(method.destination, request.body.destination);
  if (normalized === null) return err(paymentError('invalid_request', { field: 'destination' }, `not a valid ${method.destination} for this method`));
  if (account.frozen) return err(paymentError('account_frozen'));
  if (account.balance < body.amount) return err(paymentError('insufficient_funds'));
  return ok({ account, method, provider, destination: { normalized, masked: maskDestination(method.destination, normalized) } });
}

/**
 * Opens a deposit or a withdrawal once per Idempotency-Key: the same key and body answer the first answer (finishing
 * the first call's work if it was cut short), another body is refused. A withdrawal holds its amount in the ledger
 * before the provider's page opens; a hold the ledger refuses leaves nothing behind.
 */
export async function createPayment(deps: CreatePaymentDeps, request: CreatePaymentRequest): Promise<Result<CreatedPayment, PaymentError>> {
  const fingerprint = fingerprintOf(request);
  const existing = await paymentByKey(deps.db, request.userId, request.idempotencyKey);
  if (existing) return replay(deps, request, existing, fingerprint);

  const checked = await checkPayment(deps, request);
  if (!checked.ok) return checked;
  const inserted = await insertPayment(deps.db, {
    userId: request.userId,
    walletAccountId: checked.value.account.walletAccountId,
    kind: request.kind,
    amount: request.body.amount,
    currencyId: checked.value.account.currencyId,
    method: checked.value.method.id,
    provider: checked.value.provider.name,
    destination: checked.value.destination?.masked ?? null,
    lng: request.body.lng,
    idempotencyKey: request.idempotencyKey,
    requestFingerprint: fingerprint,
    createdAt: new Date(deps.clock.now()),
  });
  if (!inserted) {
    // A concurrent call with the same key won the insert.
    const raced = await paymentByKey(deps.db, request.userId, request.idempotencyKey);
    if (!raced) throw new Error(`payment key ${request.idempotencyKey} conflicted but has no row`);
    return replay(deps, request, raced, fingerprint);
  }
  return finish(deps, request, inserted, checked.value.destination?.normalized ?? null, false);
}

function replay(deps: CreatePaymentDeps, request: CreatePaymentRequest, payment: PaymentRecord, fingerprint: string): Promise<Result<CreatedPayment, PaymentError>> {
  if (payment.requestFingerprint !== fingerprint) return Promise.resolve(err(paymentError('idempotency_conflict')));
  const method = availablePaymentMethod(payment.method, payment.kind, payment.currency);
  const destination = request.kind === 'withdrawal' && method ? normalizeDestination(method.destination, request.body.destination) : null;
  return finish(deps, request, payment, destination, true);
}

/** The steps after the insert, each done once whoever gets there first: the hold, then the provider's page. */
async function finish(
  deps: CreatePaymentDeps,
  request: CreatePaymentRequest,
  payment: PaymentRecord,
  destination: string | null,
  replayed: boolean,
): Promise<Result<CreatedPayment, PaymentError>> {
  const answer = (redirectUrl: string) => ok({ answer: { paymentId: payment.id, status: 'pending' as const, redirectUrl }, replayed });
  if (payment.redirectUrl !== null) return answer(payment.redirectUrl);
  const provider = deps.providers.get(payment.provider);
  if (!provider) throw new Error(`payment ${payment.id} names unknown provider ${payment.provider}`);
  const now = new Date(deps.clock.now());
  const money = {
    userId: payment.userId,
    walletAccountId: payment.walletAccountId,
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    actor: `user:${payment.userId}`,
    now,
  };

  if (payment.kind === 'withdrawal' && payment.ledgerWithdrawalId === null) {
    const held = await deps.ledger.holdWithdrawal({ ...money, idempotencyKey: `payments:${payment.id}:hold` });
    if (!held.ok) {
      await forgetRefusedPayment(deps.db, payment.id);
      return err(paymentErrorOfLedger(held.error));
    }
    await recordWithdrawalHold(deps.db, payment.id, held.value.withdrawalId);
  }
  // A large withdrawal waits, its money held, until a payments officer approves it (their approval opens the payout).
  if (needsReview(deps.withdrawalReviewAbove, payment) && (await holdForReview(deps.db, payment.id, destination, request.links)) !== 'approved') {
    return answer(returnUrlsFor(request.links, 'withdrawal', request.body.lng).pending);
  }

  const lng = request.body.lng;
  const texts = lng === 'ru' ? DESCRIPTIONS.ru : DESCRIPTIONS.en;
  const checkout = {
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    lng,
    description: texts[payment.kind](payment.walletAccountId),
    returnUrls: returnUrlsFor(request.links, payment.kind, lng),
    callbackUrl: callbackUrlFor(request.links, provider.name),
  };
  try {
    const session =
      payment.kind === 'deposit'
        ? await provider.createCheckout(checkout)
        : await provider.createPayout({ ...checkout, destination: destination ?? '' });
    await recordProviderSession(deps.db, payment.id, session.providerRef, session.redirectUrl);
    return answer(session.redirectUrl);
  } catch (error) {
    deps.log.error({ err: error, paymentId: payment.id }, 'the payment provider refused to open a page');
    return err(paymentError('provider_unavailable'));
  }
}
