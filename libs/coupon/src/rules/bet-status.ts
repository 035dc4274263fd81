/**
 * A bet's status (spec §3): locked, finished, live.
 */
import { BET_STATUS } from './entities';
import type { CouponBet } from './entities';

/** Locked when blocked, dependent or banned from express (spec §3, as written: for every coupon type). */
export function isBetLocked(bet: Pick<CouponBet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

/** Finished when flagged or status 4. */
export function isBetFinished(bet: Pick<CouponBet, 'isFinished' | 'statusId'>): boolean {
  return bet.isFinished || bet.statusId === BET_STATUS.finished;
}

/** Live when not finished and it has game time, is live-in-live, has status 2 or 3, or its market is live. */
export function isBetLive(bet: Pick<CouponBet, 'isFinished' | 'statusId' | 'gameSeconds' | 'isLiveInLive' | 'market'>): boolean {
  if (isBetFinished(bet)) return false;
  return (
    (bet.gameSeconds !== null && bet.gameSeconds > 0) ||
    bet.isLiveInLive ||
    bet.statusId === BET_STATUS.live ||
    bet.statusId === BET_STATUS.liveBreak ||
    bet.market.isLive
  );
}
