import { EXPRESS_OF_THE_DAY_BOOST } from '@betting/contracts';
import type { Coef } from '@betting/kernel';
import { combine, sample, type Store } from 'effector';
import { isVipBetAvailable } from '../rules/availability';
import { antiExpressCoef, bonusBetCoef, hyperBonus, shouldAddBonusBet } from '../rules/bonus';
import { COUPON_TYPE, isSystemType } from '../rules/entities';
import type { SystemOption } from '../rules/entities';
import { formatCoefView } from '../rules/odds-view';
import { possibleWin, settledExpressCoef, systemAverageCoef } from '../rules/payout';
import { systemOptions } from '../rules/system';
import { applyBetChanges, pendingCoefChanges, type BetsMoved } from './coupon.helpers';
import type { CouponModelDeps, PendingCoefChange } from './coupon.types';
import { coefAction } from './coupon.internals';
import type { wireAmounts } from './coupon.amounts';
import type { createCouponUnits } from './coupon.units';

/** The bonus bet (or the express of the day's boost in its place) and the vip bet. */
export function wireBonusAndVip(c: ReturnType<typeof createCouponUnits>, deps: CouponModelDeps) {
  const { $bets, $expressId, $isBonusBetManuallyDeleted, $isVipBet, $typeId, bonusBetRemoved, vipBetToggled } = c;
  const { $config } = deps;
  // The express of the day's boost takes the bonus bet's place: the two never multiply together.
  const $hasBonusBet = combine($config, $typeId, $bets, $isBonusBetManuallyDeleted, $expressId, (config, typeId, bets, isBonusBetManuallyDeleted, expressId) =>
    expressId === null && shouldAddBonusBet({ isBonusBetEnabled: config.isBonusBetEnabled, typeId, bets, isBonusBetManuallyDeleted }),
  );
  const $bonusBetCoef = combine($hasBonusBet, $bets, $expressId, (has, bets, expressId) =>
    expressId !== null ? EXPRESS_OF_THE_DAY_BOOST : has ? bonusBetCoef(bets.length) : null,
  );
  sample({ clock: bonusBetRemoved, source: $hasBonusBet, filter: Boolean, fn: () => true, target: $isBonusBetManuallyDeleted });

  const $isVipBetAvailable = combine($config, $bets, $typeId, (config, bets, typeId) =>
    isVipBetAvailable({ isVipBetEnabled: config.isVipBetEnabled, maxBetAmount: config.maxBetAmount, bets, typeId }),
  );
  $isVipBet.on(vipBetToggled, (_, on) => on);
  return { $hasBonusBet, $bonusBetCoef, $isVipBetAvailable };
}

/** Coefficient changes from the live line, settled by the change-coefficient action in force. */
export function wireLiveChanges(c: ReturnType<typeof createCouponUnits>) {
  const { $bets, $coefMoves, $seenCoefs, $settings, coefChangesAccepted, coefsChanged } = c;
  const betsMoved = sample({
    clock: coefsChanged,
    source: { bets: $bets, seen: $seenCoefs, moves: $coefMoves, settings: $settings },
    fn: ({ bets, seen, moves, settings }, changes): BetsMoved => applyBetChanges({ bets, seen, moves }, changes, coefAction(settings)),
  });
  $bets.on(betsMoved, (_, moved) => moved.bets);
  $seenCoefs.on(betsMoved, (_, moved) => moved.seen);
  $coefMoves.on(betsMoved, (_, moved) => moved.moves);
  sample({ clock: coefChangesAccepted, source: $bets, fn: (bets) => Object.fromEntries(bets.map((bet) => [bet.id, bet.market.coef])), target: $seenCoefs });
  const $pendingCoefChanges: Store<readonly PendingCoefChange[]> = combine($bets, $seenCoefs, $settings, (bets, seen, settings) => pendingCoefChanges(bets, seen, coefAction(settings)));
  return { $pendingCoefChanges };
}

/** What the slip shows: the coefficient, the anti-express, the possible win, the hyper bonus, the system options. */
export function wireNumbers(c: ReturnType<typeof createCouponUnits> & ReturnType<typeof wireAmounts> & ReturnType<typeof wireBonusAndVip>, deps: CouponModelDeps) {
  const { $amount, $amountByBetId, $bets, $bonusBetCoef, $systemValue, $typeId } = c;
  const { $coefView, $config } = deps;
  const $coef = combine($typeId, $bets, $systemValue, $bonusBetCoef, (typeId, bets, k, bonus): Coef | null => {
    if (bets.length === 0 || typeId === COUPON_TYPE.multipleSingles) return null;
    if (isSystemType(typeId)) return systemAverageCoef(bets, k) || null;
    return settledExpressCoef(bets.map((bet) => ({ coef: bet.market.coef, result: 'won' as const })), bonus);
  });
  const $coefText = combine($coef, $coefView, (coef, view) => (coef === null ? null : formatCoefView(coef, view)));
  const $antiExpressCoef = combine($typeId, $coef, (typeId, coef) => (typeId === COUPON_TYPE.express && coef !== null ? antiExpressCoef(coef) : null));
  const $possibleWin = combine(
    { typeId: $typeId, bets: $bets, amount: $amount, amounts: $amountByBetId, k: $systemValue, bonus: $bonusBetCoef, config: $config },
    ({ typeId, bets, amount, amounts, k, bonus, config }) =>
      possibleWin({
        typeId,
        amount,
        coefs: bets.map((bet) => bet.market.coef),
        systemValue: k,
        ...(isSystemType(typeId) ? { bankers: bets.map((bet) => bet.isBanker === true) } : {}),
        ...(typeId === COUPON_TYPE.multipleSingles ? { amounts: bets.map((bet) => amounts[bet.id]) } : {}),
        bonusCoef: bonus,
        maxPayout: config.maxPayout,
      }),
  );
  const $hyperBonus = combine($amount, $possibleWin, $config, (amount, win, config) => hyperBonus({ amount, possibleWin: win, ...config.hyperBonus }));
  const $systemOptions = combine($typeId, $bets, $config, (typeId, bets, config): readonly SystemOption[] =>
    isSystemType(typeId)
      ? systemOptions({ n: bets.length, bankers: bets.filter((bet) => bet.isBanker === true).length, minBetPerLine: config.minBetAmount ?? 0 })
      : [],
  );
  return { $coef, $coefText, $antiExpressCoef, $possibleWin, $hyperBonus, $systemOptions };
}
