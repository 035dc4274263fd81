import type { Clock } from '@betting/kernel';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { PaymentLedger } from './ledger-port';
import { callbackUrlFor, returnUrlsFor, type PaymentLinks } from './payment-links';
import { claimSettlement, completeSettlement, paymentById, recordProviderSession, type PaymentRecord } from './payments.repository';
import type { PaymentProvider } from './providers/payment-provider';
import { claimApproval, claimRejection, clearReviewPayout, queueForReview, reviewStateOf, type ReviewState } from './withdrawal-review.repository';

/** The review amount per currency (minor units): a withdrawal above it waits for a payments officer. Absent: none waits. */
export type WithdrawalReviewAbove = Readonly<Record<string, number>>;

export const needsReview = (above: WithdrawalReviewAbove | undefined, payment: Pick<PaymentRecord, 'kind' | 'amount' | 'currency'>): boolean =>
  payment.kind === 'withdrawal' && above?.[payment.currency] !== undefined && payment.amount > (above[payment.currency] as number);

/**
 * Puts a held withdrawal in the review queue once (keeping what its payout will need), and answers its review state:
 * anything but 'approved' means it must not reach the provider yet.
 */
export async function holdForReview(db: Queryable, paymentId: number, destination: string | null, links: PaymentLinks): Promise<ReviewState> {
  await queueForReview(db, paymentId, destination, links);
  return (await reviewStateOf(db, paymentId)) ?? 'waiting';
}

export interface WithdrawalReviewDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly ledger: PaymentLedger;
  readonly providers: ReadonlyMap<string, PaymentProvider>;
  readonly log: Pick<FastifyBaseLogger, 'error'>;
}

export type ReviewDecisionResult =
  | { readonly ok: true; readonly payment: PaymentRecord }
  | { readonly ok: false; readonly code: 'not_found' | 'already_decided' | 'provider_unavailable' | 'ledger_refused' };

/** The payments desk's decisions on a waiting withdrawal: each happens once (the first decision claims it). */
export interface WithdrawalReview {
  /** Sends the withdrawal to its provider as an unreviewed one would go (a provider failure can be retried by approving again). */
  approve(paymentId: number, staffId: number): Promise<ReviewDecisionResult>;
  /** The ledger returns the held money; the payment ends 'cancel'. */
  reject(paymentId: number, staffId: number): Promise<ReviewDecisionResult>;
}

export function withdrawalReview(deps: WithdrawalReviewDeps): WithdrawalReview {
  const { db } = deps;
  const current = async (paymentId: number): Promise<ReviewDecisionResult> => {
    const payment = await paymentById(db, paymentId);
    return payment ? { ok: true, payment } : { ok: false, code: 'not_found' };
  };
  return {
    async approve(paymentId, staffId) {
      const now = new Date(deps.clock.now());
      const claimed = await claimApproval(db, paymentId, staffId, now);
      if (!claimed) return (await paymentById(db, paymentId)) ? { ok: false, code: 'already_decided' } : { ok: false, code: 'not_found' };
      const payment = (await paymentById(db, paymentId)) as PaymentRecord;
      const provider = deps.providers.get(payment.provider);
      const links = (typeof claimed.links === 'string' ? JSON.parse(claimed.links) : claimed.links) as PaymentLinks | null;
      if (!provider || !links) return { ok: false, code: 'provider_unavailable' };
      try {
        const session = await provider.createPayout({
          paymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          lng: claimed.lng,
          description: `Withdrawal from account ${payment.walletAccountId}`,
          returnUrls: returnUrlsFor(links, 'withdrawal', claimed.lng),
          callbackUrl: callbackUrlFor(links, provider.name),
          destination: claimed.destination ?? '',
        });
        await recordProviderSession(db, payment.id, session.providerRef, session.redirectUrl);
        await clearReviewPayout(db, payment.id);
      } catch (error) {
        deps.log.error({ err: error, paymentId }, 'the payment provider refused a reviewed withdrawal');
        return { ok: false, code: 'provider_unavailable' };
      }
      return current(paymentId);
    },
    async reject(paymentId, staffId) {
      const now = new Date(deps.clock.now());
      const claimed = await claimRejection(db, paymentId, staffId, now);
      if (!claimed) return (await paymentById(db, paymentId)) ? { ok: false, code: 'already_decided' } : { ok: false, code: 'not_found' };
      const payment = (await paymentById(db, paymentId)) as PaymentRecord;
      if ((await claimSettlement(db, paymentId, 'cancel')) !== 'cancel' || payment.ledgerWithdrawalId === null) return { ok: false, code: 'already_decided' };
      // Keyed as a provider's cancel would be: the money comes back once, whoever decides.
      const returned = await deps.ledger.rejectWithdrawal({ withdrawalId: payment.ledgerWithdrawalId, idempotencyKey: `payments:${paymentId}:settle`, actor: `staff:${staffId}`, now });
      if (!returned.ok) {
        deps.log.error({ paymentId, ledger: returned.error }, 'the ledger refused to return a rejected withdrawal');
        return { ok: false, code: 'ledger_refused' };
      }
      await db.transaction((tx) => completeSettlement(tx, paymentId, returned.value.transactionId, now));
      return current(paymentId);
    },
  };
}
