/**
 * What the coupon offers: vip bet (spec §5), one-click (spec §5), same-game replacement, and the
 * change-coefficient policy (spec §4, §9).
 */
import type { Coef, MinorUnits } from '@betting/kernel';
import { isBetLive } from './bet-status';
import { CHANGE_COEF_ACTION, COUPON_TYPE, isCombinedType } from './entities';
import type { ChangeCoefAction, CouponBet, CouponTypeId } from './entities';

export interface VipBetInput {
  /** Site config offers the vip bet. */
  readonly isVipBetEnabled: boolean;
  /** null = unlimited. */
  readonly maxBetAmount: MinorUnits | null;
  readonly bets: readonly Pick<CouponBet, 'isFinished' | 'statusId' | 'gameSeconds' | 'isLiveInLive' | 'market'>[];
  readonly typeId: CouponTypeId;
}

/** Spec §5: configured, max bet finite, at least one bet, every bet line (not live), type not multiple singles. */
export function isVipBetAvailable({ isVipBetEnabled, maxBetAmount, bets, typeId }: VipBetInput): boolean {
  return (
    isVipBetEnabled &&
    maxBetAmount !== null &&
    Number.isFinite(maxBetAmount) &&
    bets.length > 0 &&
    typeId !== COUPON_TYPE.multipleSingles &&
    bets.every((bet) => !isBetLive(bet))
  );
}

/** Spec §5: one-click is active only when the site config shows it (and the bettor turned it on). */
export function isOneClickActive({ isOneClickShown, isActiveOneClick }: { readonly isOneClickShown: boolean; readonly isActiveOneClick: boolean }): boolean {
  return isOneClickShown && isActiveOneClick;
}

/** Two picks of one game may sit together only when both markets allow combining. */
export function canCombine(a: Pick<CouponBet, 'gameId' | 'market'>, b: Pick<CouponBet, 'gameId' | 'market'>): boolean {
  return a.gameId !== b.gameId || (a.market.isCombinable === true && b.market.isCombinable === true);
}

export interface AddPickResult<Bet> {
  readonly bets: Bet[];
  /** Ids of the bets the new pick replaced (same game, not combinable). */
  readonly replaced: string[];
}

/**
 * Adds a pick: the same market again is a no-op; a pick of a game already in the coupon replaces the earlier
 * pick(s) of that game in place, unless both markets allow combining; otherwise it is appended.
 */
export function addPick<Bet extends Pick<CouponBet, 'id' | 'gameId' | 'market'>>(bets: readonly Bet[], pick: Bet): AddPickResult<Bet> {
  if (bets.some((bet) => bet.market.id === pick.market.id && bet.gameId === pick.gameId)) return { bets: [...bets], replaced: [] };
  const replaced = bets.filter((bet) => !canCombine(bet, pick)).map((bet) => bet.id);
  if (replaced.length === 0) return { bets: [...bets, pick], replaced };
  const next: Bet[] = [];
  for (const bet of bets) {
    if (!replaced.includes(bet.id)) next.push(bet);
    else if (bet.id === replaced[0]) next.push(pick);
  }
  return { bets: next, replaced };
}

/** Groups of bet ids that may not sit together in a combined coupon (express, system): one list per game. */
export function sameGameConflicts(typeId: CouponTypeId, bets: readonly Pick<CouponBet, 'id' | 'gameId' | 'market'>[]): { readonly gameId: number; readonly betIds: string[] }[] {
  if (!isCombinedType(typeId)) return [];
  const conflicts = new Map<number, Set<string>>();
  bets.forEach((a, i) => {
    for (const b of bets.slice(i + 1)) {
      if (canCombine(a, b)) continue;
      const ids = conflicts.get(a.gameId) ?? new Set<string>();
      ids.add(a.id).add(b.id);
      conflicts.set(a.gameId, ids);
    }
  });
  return [...conflicts].map(([gameId, ids]) => ({ gameId, betIds: [...ids] }));
}

/**
 * May the coupon go on at `after` without asking, the bettor having seen `before`? Unchanged: always.
 * 1 accept any change; 2 accept increases only (ask on a drop); 0 ask on any change. Unknown actions ask.
 */
export function acceptCoefChange(action: ChangeCoefAction | number, before: Coef, after: Coef): boolean {
  if (before === after) return true;
  if (action === CHANGE_COEF_ACTION.acceptAny) return true;
  if (action === CHANGE_COEF_ACTION.acceptIncreases) return after > before;
  return false;
}
