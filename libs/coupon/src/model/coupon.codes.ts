import type { CouponPromoCheckBody } from '@betting/contracts';
import { CouponPromoCodeSchema } from '@betting/contracts';
import { attach, sample } from 'effector';
import { COUPON_TYPE, MIN_SYSTEM_VALUE, isCouponTypeId } from '../rules/entities';
import { clampSystemValue } from '../rules/payout';
import { isValidAmount, normalizeBets, saveBody, typeForCount } from './coupon.helpers';
import type { CouponModelDeps, LoadedCoupon, PromoCodeCheck } from './coupon.types';
import type { SlipChange } from './coupon.internals';
import type { wireNumbers } from './coupon.numbers';
import type { createCouponUnits } from './coupon.units';

/** Promo codes: typed and checked, or chosen from the person's list. */
export function wirePromoCodes(c: ReturnType<typeof createCouponUnits> & ReturnType<typeof wireNumbers>, deps: CouponModelDeps) {
  const { $bets, $coef, $manualPromoCode, $promoCheck, $promoCode, $promoCodes, $typeId, manualPromoCodeChanged, promoCodeChosen, promoCodeRemoved, promoCodeSubmitted, promoCodesLoaded } = c;
  $manualPromoCode.on(manualPromoCodeChanged, (_, code) => code);
  $promoCodes.on(promoCodesLoaded, (_, codes) => codes);
  const checkPromoFx = attach({ effect: deps.checkPromoCodeFx, name: 'coupon.checkPromoFx' });
  const promoTyped = sample({ clock: promoCodeSubmitted, source: $manualPromoCode, fn: (code) => ({ typed: code, parsed: CouponPromoCodeSchema.safeParse(code) }) });
  sample({ clock: promoTyped, filter: ({ parsed }) => !parsed.success, fn: ({ typed }): PromoCodeCheck => ({ code: typed.trim(), status: 'invalid' }), target: $promoCheck });
  sample({
    clock: promoTyped,
    source: { typeId: $typeId, bets: $bets, coef: $coef },
    filter: (_, { parsed }) => parsed.success,
    fn: ({ typeId, bets, coef }, { parsed }): CouponPromoCheckBody => ({ code: parsed.data ?? '', typeId, betsCount: bets.length, coef: Math.max(coef ?? 1000, 1000) }),
    target: checkPromoFx,
  });
  const checkPromoDone = sample({ clock: checkPromoFx.done, fn: ({ params, result }): PromoCodeCheck => ({ code: params.code, status: result.status }) });
  $promoCheck.on(checkPromoDone, (_, check) => check);
  $promoCheck.on(checkPromoFx.fail, (_, { params }) => ({ code: params.code, status: 'error' }));
  $promoCode.on(checkPromoDone, (code, check) => (check.status === 'valid' ? check.code : code));
  $promoCode.on(promoCodeChosen, (code, chosen) => (chosen.trim() === '' ? code : chosen.trim()));
  $promoCode.reset(promoCodeRemoved);
  $promoCheck.reset([promoCodeRemoved, promoCodeChosen]);
}

/** Saving the slip to a code, and loading a slip by its code. */
export function wireSaveLoad(c: ReturnType<typeof createCouponUnits>, deps: CouponModelDeps) {
  const { $amount, $bets, $isBonusBetManuallyDeleted, $isLoadedFromCode, $isQuickCouponVisible, $loadCouponFailed, $loadCouponInputValue, $savedCode, $systemValue, $typeId, couponLoadRequested, couponSaveRequested, loadCouponInputChanged, quickCouponVisibilityChanged, slipChanged } = c;
  const saveCodeFx = attach({ effect: deps.saveCouponToCodeFx, name: 'coupon.saveCodeFx' });
  sample({
    clock: couponSaveRequested,
    source: { typeId: $typeId, bets: $bets, amount: $amount, systemValue: $systemValue },
    filter: ({ bets }) => bets.length > 0,
    fn: saveBody,
    target: saveCodeFx,
  });
  $savedCode.on(saveCodeFx.doneData, (_, { code }) => code);

  $loadCouponInputValue.on(loadCouponInputChanged, (_, value) => value);
  const loadFx = attach({ effect: deps.loadCouponByCodeFx, name: 'coupon.loadFx' });
  sample({ clock: couponLoadRequested, source: $loadCouponInputValue, filter: (code) => code.trim() !== '', fn: (code) => code.trim().toUpperCase(), target: loadFx });
  const loaded = sample({
    clock: loadFx.doneData,
    fn: (coupon: LoadedCoupon) => {
      const bets = normalizeBets(coupon.bets);
      return { coupon, bets };
    },
  });
  sample({ clock: loaded, fn: ({ coupon, bets }): SlipChange => ({ bets, added: bets, typeId: isCouponTypeId(coupon.typeId) ? coupon.typeId : typeForCount(COUPON_TYPE.single, bets.length) }), target: slipChanged });
  $systemValue.on(loaded, (_, { coupon, bets }) => clampSystemValue(coupon.systemValue ?? MIN_SYSTEM_VALUE, bets.length));
  $amount.on(loaded, (amount, { coupon }) => (coupon.amount !== null && isValidAmount(coupon.amount) ? coupon.amount : amount));
  $isLoadedFromCode.on(loaded, (_, { bets }) => bets.length > 0);
  $isBonusBetManuallyDeleted.on(loaded, () => false);
  $loadCouponInputValue.reset(loaded);
  $loadCouponFailed.on(loadFx.fail, () => true).reset([loadFx, loadCouponInputChanged]);

  $isQuickCouponVisible.on(quickCouponVisibilityChanged, (_, visible) => visible);
}
