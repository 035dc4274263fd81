import { DEFAULT_CURRENCY } from '@betting/kernel';
import { combine, createStore, sample } from 'effector';
import { couponInitialStake } from '../rules/amounts';
import type { CouponSettings } from '../rules/entities';
import { normalizeSnapshot } from './coupon.helpers';
import type { CouponSnapshot } from './coupon.types';
import type { SlipChange } from './coupon.internals';
import type { wireAmounts } from './coupon.amounts';
import type { createCouponUnits } from './coupon.units';

/** The snapshot the page keeps across reloads, and restoring it. */
export function wireSnapshot(c: ReturnType<typeof createCouponUnits> & ReturnType<typeof wireAmounts>) {
  const { $addedAtByBetId, $amount, $amountCurrency, $bets, $coefMoves, $currency, $expressId, $isBonusBetManuallyDeleted, $isLoadedFromCode, $isQuickCouponVisible, $isVipBet, $lastAttempt, $ownAmountByBetId, $promoCode, $seenCoefs, $settings, $systemValue, $typeId, restored, settingsChanged, slipChanged } = c;
  const restoredSlip = sample({ clock: restored, fn: normalizeSnapshot });
  sample({
    clock: restoredSlip,
    fn: (snapshot): SlipChange => ({ bets: snapshot.bets, added: [], typeId: snapshot.typeId, ...(snapshot.expressId === null ? {} : { expressId: snapshot.expressId }) }),
    target: slipChanged,
  });
  $amount.on(restoredSlip, (_, snapshot) => snapshot.amount);
  $ownAmountByBetId.on(restoredSlip, (_, snapshot) => snapshot.amountByBetId);
  $systemValue.on(restoredSlip, (_, snapshot) => snapshot.systemValue);
  $seenCoefs.on(restoredSlip, (_, snapshot) => snapshot.seenCoefs);
  $addedAtByBetId.on(restoredSlip, (_, snapshot) => snapshot.addedAtByBetId);
  $isVipBet.on(restoredSlip, (_, snapshot) => snapshot.isVipBet);
  $isBonusBetManuallyDeleted.on(restoredSlip, (_, snapshot) => snapshot.isBonusBetManuallyDeleted);
  $isLoadedFromCode.on(restoredSlip, (_, snapshot) => snapshot.isLoadedFromCode);
  $promoCode.on(restoredSlip, (_, snapshot) => snapshot.promoCode);
  $isQuickCouponVisible.on(restoredSlip, (_, snapshot) => snapshot.isQuickCouponVisible);
  // A placement sent before the reload and never answered keeps its key: the same coupon pressed again reuses it.
  $lastAttempt.on(restoredSlip, (_, snapshot) => snapshot.pendingPlacement);
  $coefMoves.on(restoredSlip, () => ({}));
  $amountCurrency.on(restoredSlip, (held, snapshot) => snapshot.currency ?? held);
  // Restoring does not save the settings back; one-click stays on only over an empty slip.
  sample({
    clock: restoredSlip,
    fn: (snapshot): CouponSettings => (snapshot.bets.length > 0 ? { ...snapshot.settings, isActiveOneClick: false } : snapshot.settings),
    target: $settings,
  });
  const restoredElsewhere = sample({
    clock: restoredSlip,
    source: $currency,
    filter: (currency, snapshot) => currency !== null && snapshot.currency !== null && snapshot.currency !== currency,
    fn: (currency) => currency ?? DEFAULT_CURRENCY,
  });
  $amount.on(restoredElsewhere, (amount, currency) => (amount > 0 ? couponInitialStake(currency) : 0));
  $ownAmountByBetId.reset(restoredElsewhere);
  $amountCurrency.on(restoredElsewhere, (_, currency) => currency);
  // The one-click stake is minor units of the currency it was set in: in another currency it starts again from that
  // currency's initial stake (100 ₽ must never become $100 behind a button that places at once).
  const $oneClickCurrency = createStore<string | null>(null, { name: 'coupon.$oneClickCurrency' });
  sample({ clock: settingsChanged, source: $currency, filter: (currency, patch) => currency !== null && patch.oneClickAmount !== undefined, target: $oneClickCurrency });
  $oneClickCurrency.on(restoredSlip, (held, snapshot) => snapshot.currency ?? held);
  const oneClickCurrencyMoved = sample({
    clock: [$currency, restoredSlip],
    source: { held: $oneClickCurrency, currency: $currency },
    filter: ({ held, currency }) => held !== null && currency !== null && held !== currency,
    fn: ({ currency }) => currency ?? DEFAULT_CURRENCY,
  });
  $oneClickCurrency.on(oneClickCurrencyMoved, (_, currency) => currency);
  $settings.on(oneClickCurrencyMoved, (settings, currency) => ({ ...settings, oneClickAmount: settings.oneClickAmount > 0 ? couponInitialStake(currency) : 0 }));

  const $snapshot = combine(
    {
      currency: combine($amountCurrency, $currency, (held, currency) => held ?? currency),
      bets: $bets,
      typeId: $typeId,
      amount: $amount,
      amountByBetId: $ownAmountByBetId,
      systemValue: $systemValue,
      settings: $settings,
      seenCoefs: $seenCoefs,
      addedAtByBetId: $addedAtByBetId,
      isVipBet: $isVipBet,
      isBonusBetManuallyDeleted: $isBonusBetManuallyDeleted,
      isLoadedFromCode: $isLoadedFromCode,
      promoCode: $promoCode,
      pendingPlacement: $lastAttempt,
      expressId: $expressId,
      isQuickCouponVisible: $isQuickCouponVisible,
    },
    (state): CouponSnapshot => ({ version: 1, ...state }),
  );
  return { $snapshot };
}
