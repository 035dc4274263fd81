import type { PlaceCouponBody } from '@betting/contracts';
import { DEFAULT_CURRENCY } from '@betting/kernel';
import type { MinorUnits } from '@betting/kernel';
import { blockStakes } from '../rules/caps';
import { CHANGE_COEF_ACTION, COUPON_TYPE } from '../rules/entities';
import type { ChangeCoefAction, CouponBet, CouponSettings, CouponTypeId } from '../rules/entities';
import type { CouponCheckInput } from '../rules/refusals';
import type { CouponAccount, CouponConfig, CouponModelRefusal, PendingPlacement } from './coupon.types';

/** Where a placement came from: the slip's "place" button, or a one-click on a coefficient. */
export type PlacementOrigin = 'coupon' | 'oneClick';

/** One press of "place" (or one one-click): the body, its idempotency key, and the slip bets it covers. */
export interface PlacementAttempt {
  readonly origin: PlacementOrigin;
  readonly body: PlaceCouponBody;
  readonly key: string;
  readonly betIds: readonly string[];
}

export interface Draft {
  readonly origin: PlacementOrigin;
  readonly body: PlaceCouponBody;
  readonly betIds: readonly string[];
}

export type LastAttempt = PendingPlacement;

/** Every change of the bet list goes through this one fact; `typeId` null lets the type follow the count. */
export interface SlipChange {
  readonly bets: readonly CouponBet[];
  readonly added: readonly CouponBet[];
  readonly typeId: CouponTypeId | null;
  /** Set only when the express of the day is loaded; any other change makes the slip an ordinary one. */
  readonly expressId?: number;
}


/**
 * The placement's fingerprint for the kernel's key rule. `placeBody` builds its fields in one order, so its plain JSON
 * is canonical; kept (rather than the kernel's `callFingerprint`) so a pending placement saved by an earlier version
 * still matches after an update.
 */
export const fingerprintOf = (body: PlaceCouponBody) => JSON.stringify(body);

export interface RefusalContext {
  readonly account: CouponAccount | null;
  readonly config: CouponConfig;
  readonly isSignedIn: boolean;
  readonly isPlacing: boolean;
}

/** What only the page knows; the rules' reasons follow. */
export function pageRefusals({ account, isSignedIn, isPlacing }: RefusalContext): CouponModelRefusal[] {
  const refusals: CouponModelRefusal[] = [];
  if (!isSignedIn) refusals.push({ code: 'not_signed_in' });
  else if (account === null) refusals.push({ code: 'account_missing' });
  else if (!account.canStake) refusals.push({ code: 'account_cannot_stake' });
  if (isPlacing) refusals.push({ code: 'placement_pending' });
  return refusals;
}

/** The change-coefficient action in force: the exact coefficient (spec §3 exactCoef set) asks on every move. */
export function coefAction(settings: Pick<CouponSettings, 'exactCoef' | 'changeCoefAction'>): ChangeCoefAction {
  return settings.exactCoef !== null ? CHANGE_COEF_ACTION.ask : settings.changeCoefAction;
}

/** What the refusals read besides the slip: the page's facts, the settings and the prepaid amount. */
export type PlacementContext = RefusalContext & { readonly settings: CouponSettings; readonly prepaid: MinorUnits };

export function checkInput(
  context: PlacementContext,
  slip: Pick<CouponCheckInput, 'typeId' | 'bets' | 'amount' | 'amountByBetId' | 'systemValue' | 'seenCoefs' | 'isVipBet' | 'withBonusBet'>,
): CouponCheckInput {
  const { account, config, settings, prepaid } = context;
  return {
    ...slip,
    // Multiple singles: each block's stake is held to what the block before it returns, as the server holds it.
    ...(slip.typeId === COUPON_TYPE.multipleSingles ? { amountByBlockId: blockStakes(slip.bets, slip.amountByBetId ?? {}) } : {}),
    currency: account?.currency ?? DEFAULT_CURRENCY,
    // Exact coefficient: any move refuses, as the server will.
    settings: { ...settings, changeCoefAction: coefAction(settings) },
    minBetAmount: config.minBetAmount,
    maxPayout: config.maxPayout,
    maxBetAmount: config.maxBetAmount,
    limitedTypeIds: config.limitedTypeIds,
    isBonusAccount: account?.isBonus ?? false,
    balance: account === null ? null : account.balance + prepaid,
    isVipBetEnabled: config.isVipBetEnabled,
    isBonusBetEnabled: config.isBonusBetEnabled,
    enforceAmountStep: config.enforceAmountStep,
  };
}

/**
 * The coupon (bet slip) of spec §3–§5: every transition of §4 over the rules of ../rules. Effects and
 * context arrive in `deps`; replace them with `fork({ values, handlers })` in tests.
 */
