import type { Queryable } from '../db/database';
import type { PaymentLinks } from './payment-links';

export type ReviewState = 'waiting' | 'approved' | 'rejected';

/** Puts the withdrawal in the review queue unless it was put there before, keeping what its payout will need. */
export async function queueForReview(db: Queryable, paymentId: number, destination: string | null, links: PaymentLinks): Promise<void> {
  await db.query("update payments set review = 'waiting', review_destination = $2, review_links = $3::jsonb where id = $1 and review is null", [paymentId, destination, JSON.stringify(links)]);
}

export async function reviewStateOf(db: Queryable, paymentId: number): Promise<ReviewState | undefined> {
  const [row] = await db.query<{ review: ReviewState }>('select review from payments where id = $1', [paymentId]);
  return row?.review;
}

/** What the payout of an approved withdrawal needs, kept when it was queued; `links` is JSON (text or parsed). */
export interface ApprovedPayout {
  destination: string | null;
  links: unknown;
  lng: string;
}

/**
 * Claims the approval of a waiting withdrawal that has reached no provider yet; the same officer may approve again
 * (a provider failure is retried that way). Undefined when it cannot be approved.
 */
export async function claimApproval(db: Queryable, paymentId: number, staffId: number, now: Date): Promise<ApprovedPayout | undefined> {
  const [claimed] = await db.query<ApprovedPayout>(
    `update payments set review = 'approved', reviewed_by = $2, reviewed_at = $3
          where id = $1 and status = 'pending' and provider_ref is null and settling_status is null and (review = 'waiting' or (review = 'approved' and reviewed_by = $2))
          returning review_destination as destination, review_links as links, lng`,
    [paymentId, staffId, now],
  );
  return claimed;
}

/** Forgets what the payout needed, once the provider has its session. */
export async function clearReviewPayout(db: Queryable, paymentId: number): Promise<void> {
  await db.query('update payments set review_destination = null, review_links = null where id = $1', [paymentId]);
}

/** Claims the rejection of a waiting withdrawal that has reached no provider; false when it cannot be rejected. */
export async function claimRejection(db: Queryable, paymentId: number, staffId: number, now: Date): Promise<boolean> {
  const [claimed] = await db.query<{ id: number }>(
    `update payments set review = 'rejected', reviewed_by = $2, reviewed_at = $3, review_destination = null, review_links = null
          where id = $1 and review = 'waiting' and status = 'pending' and provider_ref is null returning id`,
    [paymentId, staffId, now],
  );
  return claimed !== undefined;
}
