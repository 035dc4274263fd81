import { TOTO_CATEGORIES, linesByCorrect, totoCouponWin, totoDrawCancelled, totoPoolSplit, totoResultOf, type TotoResult } from '@betting/games';
import type { Queryable } from '../../../db/database';
import { inRetriedTransaction } from '../../../db/retried-transaction';
import type { PoolDeps } from '../deps';
import { lockJackpot, saveJackpot } from '../jackpots.repository';
import { credit } from '../stakes';
import {
  closedTotoDrawIds,
  finishTotoDraw,
  insertTotoPool,
  lockTotoDrawStatus,
  openTotoCoupons,
  refundTotoCoupon,
  setTotoMatchResult,
  settleTotoCoupon,
  totoMatchesOnLine,
  type OpenCoupon,
} from './toto.repository';

/** A match the line has not finished this long after its start is void (abandoned, never played). */
export const TOTO_VOID_AFTER_MS = 12 * 3_600_000;

export type TotoSettleOutcome =
  | { readonly kind: 'settled' | 'cancelled'; readonly drawId: number }
  | { readonly kind: 'undecided' | 'not_found' | 'already_settled' | 'still_open'; readonly drawId: number };

interface Decided {
  readonly result: TotoResult | null;
  readonly home: number | null;
  readonly away: number | null;
}

/**
 * Each match's result as the line tells it now: the final score of a finished game; void for a game gone from the
 * line or not finished 12 hours after its start; null while undecided. A result once written stays.
 */
async function resultsFromLine(tx: Queryable, drawId: number, now: Date): Promise<Decided[]> {
  const matches = await totoMatchesOnLine(tx, drawId);
  return matches.map((match): Decided => {
    if (match.result) return { result: match.result, home: match.homeScore, away: match.awayScore };
    if (match.gameStatus === 'finished' && match.homeScore !== null && match.awayScore !== null) return { result: totoResultOf(match.homeScore, match.awayScore), home: match.homeScore, away: match.awayScore };
    if (match.gameStatus === null || now.getTime() >= match.startAt.getTime() + TOTO_VOID_AFTER_MS) return { result: 'void', home: null, away: null };
    return { result: null, home: null, away: null };
  });
}

/**
 * Settles a closed draw exactly once, in one transaction under the draw's row lock: the results (from the line, or
 * `forced` by test control, which also settles an open draw), then every coupon — refunded when the draw is
 * cancelled (more than 7 void matches), else paid its lines per category × the category's prize per line
 * (`totoPoolSplit` per currency, with the jackpot waiting in that currency, whose new amount is what the split
 * carries on). Ledger keys `toto-coupon:{id}:win` / `:refund` make a retry harmless. Results decided so far are kept
 * when the draw must still wait.
 */
export async function settleTotoDraw(deps: Pick<PoolDeps, 'db' | 'clock'>, drawId: number, forced?: readonly TotoResult[]): Promise<TotoSettleOutcome> {
  return inRetriedTransaction(deps.db, async (tx) => {
    const now = new Date(deps.clock.now());
    const status = await lockTotoDrawStatus(tx, drawId);
    if (status === null) return { kind: 'not_found', drawId };
    if (status === 'settled' || status === 'cancelled') return { kind: 'already_settled', drawId };
    if (status === 'open' && !forced) return { kind: 'still_open', drawId };
    const decided = forced ? forced.map((result): Decided => ({ result, home: null, away: null })) : await resultsFromLine(tx, drawId, now);
    for (const [index, match] of decided.entries()) {
      if (match.result) await setTotoMatchResult(tx, drawId, index + 1, match.result, match.home, match.away);
    }
    const results = decided.map((match) => match.result);
    if (results.some((result) => result === null)) return { kind: 'undecided', drawId };
    const final = results as TotoResult[];
    const coupons = await openTotoCoupons(tx, drawId);
    const cancelled = totoDrawCancelled(final);
    if (cancelled) await refundCoupons(deps, tx, coupons, now);
    else await payCoupons(deps, tx, drawId, coupons, final, now);
    await finishTotoDraw(tx, drawId, cancelled ? 'cancelled' : 'settled', now);
    return { kind: cancelled ? 'cancelled' : 'settled', drawId };
  });
}

async function refundCoupons(deps: Pick<PoolDeps, 'db'>, tx: Queryable, coupons: readonly OpenCoupon[], now: Date): Promise<void> {
  for (const coupon of coupons) {
    const transactionId = await credit(deps, tx, 'refund', { userId: coupon.userId, accountId: coupon.walletAccountId, currency: coupon.currency, amount: coupon.stake, reference: `toto-coupon:${coupon.id}`, reason: 'toto_coupon_refund', now });
    await refundTotoCoupon(tx, coupon.id, coupon.stake, transactionId, now);
  }
}

async function payCoupons(deps: Pick<PoolDeps, 'db'>, tx: Queryable, drawId: number, coupons: readonly OpenCoupon[], results: readonly TotoResult[], now: Date): Promise<void> {
  const currencies = [...new Set(coupons.map((coupon) => coupon.currency))].sort();
  for (const currency of currencies) {
    const inPool = coupons.filter((coupon) => coupon.currency === currency).map((coupon) => ({ coupon, byCorrect: linesByCorrect(coupon.marks, results) }));
    const winningLines = new Map(TOTO_CATEGORIES.map((category) => [category.correct, inPool.reduce((sum, entry) => sum + (entry.byCorrect[category.correct] ?? 0), 0)]));
    const stakes = inPool.reduce((sum, entry) => sum + entry.coupon.stake, 0);
    const split = totoPoolSplit({ stakes, jackpotIn: await lockJackpot(tx, 'toto', currency), winningLines });
    for (const { coupon, byCorrect } of inPool) {
      const payout = totoCouponWin(byCorrect, split);
      const transactionId = payout > 0 ? await credit(deps, tx, 'win', { userId: coupon.userId, accountId: coupon.walletAccountId, currency, amount: payout, reference: `toto-coupon:${coupon.id}`, reason: 'toto_coupon_win', now }) : null;
      await settleTotoCoupon(tx, coupon.id, payout, byCorrect, transactionId, now);
    }
    await insertTotoPool(tx, drawId, currency, { coupons: inPool.length, lines: inPool.reduce((sum, entry) => sum + entry.coupon.lines, 0), stakes, split });
    await saveJackpot(tx, 'toto', currency, split.jackpotOut, now);
  }
}

/** Settles every closed draw whose matches are all decided; answers what happened to each. */
export async function settleDecidedTotoDraws(deps: Pick<PoolDeps, 'db' | 'clock'>): Promise<TotoSettleOutcome[]> {
  const outcomes: TotoSettleOutcome[] = [];
  for (const drawId of await closedTotoDrawIds(deps.db)) outcomes.push(await settleTotoDraw(deps, drawId));
  return outcomes;
}
