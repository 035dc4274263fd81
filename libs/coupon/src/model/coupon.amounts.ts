import { DEFAULT_CURRENCY } from '@betting/kernel';
import type { MinorUnits } from '@betting/kernel';
import { combine, createStore, sample, type Store } from 'effector';
import { couponAmountLimits, couponAmountStep, couponInitialStake, maxStake, stepDown, stepUp, type AmountLimits } from '../rules/amounts';
import { COUPON_TYPE } from '../rules/entities';
import { effectiveAmounts, isValidAmount } from './coupon.helpers';
import type { CouponModelDeps } from './coupon.types';
import type { createCouponUnits } from './coupon.units';

/** Stakes: steps, limits, max and auto-max, and a currency change starting again from its initial stake. */
export function wireAmounts(c: ReturnType<typeof createCouponUnits>, deps: CouponModelDeps) {
  const { $amount, $availablePrepaidAmount, $bets, $currency, $ownAmountByBetId, $settings, $typeId, amountByBetChanged, amountChanged, amountDecreased, amountIncreased, amountMaxed, amountSet, autoMaxToggled, prepaidAmountChanged, prepaidAmountReset, settingsChanged, slipChanged } = c;
  const { $account, $config } = deps;
  const $amountStep = combine($currency, $settings, (currency, settings) => couponAmountStep(currency ?? DEFAULT_CURRENCY, settings));
  sample({ clock: amountIncreased, source: { amount: $amount, step: $amountStep }, fn: ({ amount, step }) => stepUp(amount, step), target: amountSet });
  sample({ clock: amountDecreased, source: { amount: $amount, step: $amountStep }, fn: ({ amount, step }) => stepDown(amount, step), target: amountSet });
  const $amountLimits: Store<AmountLimits> = combine($typeId, $config, $account, (typeId, config, account) =>
    couponAmountLimits({
      typeId,
      minBetAmount: config.minBetAmount,
      maxBetAmount: config.maxBetAmount,
      limitedTypeIds: config.limitedTypeIds,
      isBonusAccount: account?.isBonus ?? false,
    }),
  );
  const $amountByBetId = combine($bets, $amount, $ownAmountByBetId, effectiveAmounts);

  // Max and auto-max: the stake follows the largest the coupon takes while auto-max is on; a typed stake turns it off.
  const $maxStake = combine(
    { account: $account, prepaid: $availablePrepaidAmount, step: $amountStep, config: $config, typeId: $typeId, bets: $bets },
    ({ account, prepaid, step, config, typeId, bets }) =>
      maxStake({
        // Multiple singles are placed as singles: each stake answers to the single's limits.
        limits: couponAmountLimits({
          typeId: typeId === COUPON_TYPE.multipleSingles ? COUPON_TYPE.single : typeId,
          minBetAmount: config.minBetAmount,
          maxBetAmount: config.maxBetAmount,
          limitedTypeIds: config.limitedTypeIds,
          isBonusAccount: account?.isBonus ?? false,
        }),
        available: account === null ? null : account.balance + prepaid,
        stakes: typeId === COUPON_TYPE.multipleSingles ? Math.max(1, bets.length) : 1,
        step,
        enforceStep: config.enforceAmountStep,
      }),
  );
  const $isAutoMax = $settings.map((settings) => settings.isAutoMax);
  sample({ clock: autoMaxToggled, fn: (on) => ({ isAutoMax: on }), target: settingsChanged });
  sample({ clock: amountMaxed, source: $maxStake, filter: (max): max is MinorUnits => max !== null, target: amountSet });
  sample({
    clock: [$maxStake.updates, $isAutoMax.updates, slipChanged],
    source: { on: $isAutoMax, max: $maxStake, amount: $amount },
    filter: ({ on, max, amount }) => on && max !== null && max !== amount,
    fn: ({ max }) => max ?? 0,
    target: amountSet,
  });
  const typedAmount = sample({ clock: amountChanged, source: $maxStake, filter: (max, amount) => isValidAmount(amount) && amount !== max });
  sample({ clock: [typedAmount, amountIncreased, amountDecreased, amountByBetChanged], source: $isAutoMax, filter: Boolean, fn: () => ({ isAutoMax: false }), target: settingsChanged });

  // Amounts are minor units of one currency: another currency starts again from its initial stake.
  const $amountCurrency = createStore<string | null>(null, { name: 'coupon.$amountCurrency' });
  const currencySeen = sample({
    clock: $currency,
    source: $amountCurrency,
    filter: (_, currency) => currency !== null,
    fn: (held, currency) => ({ currency: currency ?? DEFAULT_CURRENCY, moved: held !== null && held !== currency }),
  });
  $amountCurrency.on(currencySeen, (_, seen) => seen.currency);
  sample({ clock: [amountSet, amountByBetChanged], source: $currency, filter: (currency) => currency !== null, target: $amountCurrency });
  const currencyMoved = sample({ clock: currencySeen, filter: (seen) => seen.moved, fn: (seen) => seen.currency });
  $amount.on(currencyMoved, (amount, currency) => (amount > 0 ? couponInitialStake(currency) : 0));
  $ownAmountByBetId.reset(currencyMoved);

  $availablePrepaidAmount.on(prepaidAmountChanged, (amount, next) => (isValidAmount(next) ? next : amount)).reset(prepaidAmountReset);
  return { $amountStep, $amountLimits, $amountByBetId, $maxStake, $isAutoMax, $amountCurrency };
}
