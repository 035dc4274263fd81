import { ok, type Clock, type Result } from '@betting/kernel';
import type { PaymentCallbackErrorCode, PaymentStatus } from '@betting/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { queueDepositMail } from '../mail';
import type { LedgerError } from '../wallet';
import { markFirstDeposit, runFirstDepositHook, type FirstDepositHook } from './first-deposit';
import type { PaymentLedger } from './ledger-port';
import {
  callbackEventSeen,
  claimSettlement,
  completeSettlement,
  paymentById,
  recordCallbackEvent,
  type PaymentRecord,
  type SettlingStatus,
} from './payments.repository';
import type { ProviderEvent } from './providers/payment-provider';

export interface SettlePaymentDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly ledger: PaymentLedger;
  readonly onFirstDeposit: FirstDepositHook;
  readonly log: FastifyBaseLogger;
}

export type SettlementAnswer = { readonly ok: true; readonly status: PaymentStatus } | { readonly ok: false; readonly code: PaymentCallbackErrorCode };

const refused = (code: PaymentCallbackErrorCode): SettlementAnswer => ({ ok: false, code });

/** The ledger call an outcome makes, keyed by the payment: a deposit's credit, a withdrawal's payout or return. */
async function moveMoney(deps: SettlePaymentDeps, payment: PaymentRecord, outcome: SettlingStatus, provider: string, now: Date): Promise<Result<number | null, LedgerError>> {
  const idempotencyKey = `payments:${payment.id}:settle`;
  const actor = `provider:${provider}`;
  if (payment.kind === 'deposit') {
    if (outcome !== 'success') return ok(null);
    const credited = await deps.ledger.creditDeposit({
      userId: payment.userId,
      walletAccountId: payment.walletAccountId,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey,
      actor,
      now,
    });
    return credited.ok ? ok(credited.value.transactionId) : credited;
  }
  if (payment.ledgerWithdrawalId === null) throw new Error(`withdrawal ${payment.id} reached its provider without a hold`);
  const decision = { withdrawalId: payment.ledgerWithdrawalId, idempotencyKey, actor, now };
  const decided = outcome === 'success' ? await deps.ledger.approveWithdrawal(decision) : await deps.ledger.rejectWithdrawal(decision);
  return decided.ok ? ok(decided.value.transactionId) : decided;
}

/**
 * A verified provider event, applied once. Refused: a replayed event id, an event about no payment of ours or about
 * another amount, currency, kind or provider reference. A pending notice, or news about a payment already settled,
 * moves nothing. Otherwise the first outcome claims the payment (a later different outcome cannot move money too),
 * the ledger moves the money (idempotent by the payment, so a retry after a crash finishes the work), and the event,
 * the payment's new status, the deposit notice (for a person who asked for them) and — on the user's first successful
 * deposit — the first-deposit mark are written together. The first-deposit hook runs after that commit.
 */
export async function settleFromProviderEvent(deps: SettlePaymentDeps, provider: string, event: ProviderEvent): Promise<SettlementAnswer> {
  if (await callbackEventSeen(deps.db, provider, event.eventId)) return refused('callback_replayed');
  const payment = await paymentById(deps.db, event.paymentId);
  if (!payment || payment.provider !== provider) return refused('payment_not_found');
  if (payment.providerRef !== event.providerRef || payment.kind !== event.kind || payment.amount !== event.amount || payment.currency !== event.currency) {
    deps.log.warn({ paymentId: payment.id, eventId: event.eventId }, 'a provider event does not match its payment');
    return refused('callback_mismatch');
  }
  const now = new Date(deps.clock.now());
  const recordOnly = async (status: PaymentStatus): Promise<SettlementAnswer> =>
    (await recordCallbackEvent(deps.db, provider, event.eventId, payment.id, event.status, now)) ? { ok: true, status } : refused('callback_replayed');

  if (event.status === 'pending' || payment.status !== 'pending') {
    if (event.status !== 'pending' && event.status !== payment.status) {
      deps.log.warn({ paymentId: payment.id, eventId: event.eventId, status: event.status }, 'a provider event contradicts a settled payment; ignored');
    }
    return recordOnly(payment.status);
  }
  const claimed = await claimSettlement(deps.db, payment.id, event.status);
  if (claimed !== event.status) {
    deps.log.warn({ paymentId: payment.id, eventId: event.eventId, status: event.status, claimed }, 'another outcome settles this payment; event ignored');
    return recordOnly((await paymentById(deps.db, payment.id))?.status ?? payment.status);
  }
  const moved = await moveMoney(deps, payment, event.status, provider, now);
  if (!moved.ok) {
    deps.log.error({ paymentId: payment.id, eventId: event.eventId, ledger: moved.error }, 'the ledger refused a payment settlement');
    return refused('settlement_failed');
  }
  const written = await deps.db.transaction(async (tx) => {
    if (!(await recordCallbackEvent(tx, provider, event.eventId, payment.id, event.status, now))) return { replayed: true, first: null };
    await completeSettlement(tx, payment.id, moved.value, now);
    if (payment.kind === 'deposit' && event.status === 'success') await queueDepositMail(tx, { userId: payment.userId, paymentId: payment.id, amount: payment.amount, currency: payment.currency });
    const first =
      payment.kind === 'deposit' && event.status === 'success'
        ? await markFirstDeposit(tx, { userId: payment.userId, paymentId: payment.id, accountId: payment.walletAccountId, amount: payment.amount, currency: payment.currency, settledAt: now })
        : null;
    return { replayed: false, first };
  });
  if (written.replayed) return refused('callback_replayed');
  if (written.first) {
    await runFirstDepositHook(deps.db, deps.onFirstDeposit, written.first, now, (error) => deps.log.error({ err: error, userId: payment.userId }, 'the first-deposit hook failed'));
  }
  return { ok: true, status: event.status };
}
