import type { TotoCouponBody } from '@betting/contracts';
import { TOTO_MAX_LINES, totoCouponProblem, totoLinePrice, totoLinesCount } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { requestFingerprint } from '../../../platform/canonical-json';
import { inRetriedTransaction } from '../../../db/retried-transaction';
import { recordCasinoWagering } from '../../wagering';
import type { PoolDeps } from '../deps';
import { RefusedInTransaction, refused, type LimitOutcome, type PoolRefusal } from '../refusals';
import { fundsOf, takeStake, type Funds } from '../stakes';
import { couponByKey, insertTotoCoupon, setTotoCouponStake, shareTotoDraw, type StoredCoupon } from './toto.repository';

export type TotoPurchase = { readonly kind: 'bought'; readonly replayed: boolean; readonly coupon: StoredCoupon } | PoolRefusal | LimitOutcome | { readonly kind: 'conflict' };

/**
 * Buys a toto coupon for the signed-in person's active account. In one transaction: the
 * draw's row (shared lock: open and before its first match), the coupon row (which claims the scoped Idempotency-Key),
 * the responsible-gaming limits and the ledger's stake (`toto-coupon:{id}:stake`). A refusal keeps nothing; the same
 * key and body answer the same coupon again; another body is a conflict.
 */
export async function buyTotoCoupon(deps: PoolDeps, userId: number, body: TotoCouponBody, clientKey: string): Promise<TotoPurchase> {
  const requestKey = `user:${userId}:${clientKey}`;
  const fingerprint = requestFingerprint('toto_coupon', { drawId: body.drawId, marks: body.marks });
  const earlier = await couponByKey(deps.db, requestKey);
  if (earlier) return earlier.fingerprint === fingerprint ? { kind: 'bought', replayed: true, coupon: earlier } : { kind: 'conflict' };

  const problem = totoCouponProblem(body.marks);
  if (problem) return refused('invalid_marks', { problem, maxLines: TOTO_MAX_LINES });
  const funds = await fundsOf(deps.db, userId);
  if (funds.kind === 'refused') return funds;
  const lines = totoLinesCount(body.marks);
  const linePrice = totoLinePrice(funds.value.currency);
  const stake = lines * linePrice;
  const now = new Date(deps.clock.now());

  let claimed: boolean;
  try {
    claimed = await inRetriedTransaction(deps.db, (tx) => writeCoupon(deps, tx, { body, funds: funds.value, lines, linePrice, stake, requestKey, fingerprint, now }));
  } catch (error) {
    if (error instanceof RefusedInTransaction) return error.refusal;
    throw error;
  }
  const coupon = await couponByKey(deps.db, requestKey);
  if (!coupon) throw new Error(`toto coupon ${requestKey} lost its row`);
  if (!claimed) return coupon.fingerprint === fingerprint ? { kind: 'bought', replayed: true, coupon } : { kind: 'conflict' };
  await recordCasinoWagering(deps, 'toto-coupon', coupon.id);
  return { kind: 'bought', replayed: false, coupon };
}

interface WriteInput {
  readonly body: TotoCouponBody;
  readonly funds: Funds;
  readonly lines: number;
  readonly linePrice: number;
  readonly stake: number;
  readonly requestKey: string;
  readonly fingerprint: string;
  readonly now: Date;
}

async function writeCoupon(deps: PoolDeps, tx: Queryable, input: WriteInput): Promise<boolean> {
  const draw = await shareTotoDraw(tx, input.body.drawId);
  if (!draw) throw new RefusedInTransaction(refused('draw_not_found'));
  if (draw.status !== 'open' || draw.closesAt.getTime() <= input.now.getTime()) throw new RefusedInTransaction(refused('draw_closed'));
  const couponId = await insertTotoCoupon(tx, {
    drawId: input.body.drawId,
    userId: input.funds.userId,
    walletAccountId: input.funds.accountId,
    currency: input.funds.currency,
    marks: input.body.marks,
    lines: input.lines,
    linePrice: input.linePrice,
    stake: input.stake,
    requestKey: input.requestKey,
    fingerprint: input.fingerprint,
    placedAt: input.now,
  });
  if (couponId === null) return false;
  const transactionId = await takeStake(deps, tx, { funds: input.funds, amount: input.stake, reference: `toto-coupon:${couponId}`, reason: 'toto_coupon_stake', now: input.now });
  await setTotoCouponStake(tx, couponId, transactionId);
  return true;
}
