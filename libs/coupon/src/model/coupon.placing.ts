import { idempotencyKeyFor, pendingAfter } from '@betting/kernel';
import { attach, combine, sample, type Effect, type Event, type Store } from 'effector';
import { COUPON_TYPE, ONE_CLICK_BONUS_CHANGE_COEF_ACTION, CHANGE_COEF_ACTION, MIN_SYSTEM_VALUE } from '../rules/entities';
import type { ChangeCoefAction } from '../rules/entities';
import { outcomeIdOf, placeBody, placeErrorOf } from './coupon.helpers';
import type { PlaceCouponResponse } from '@betting/contracts';
import type { CouponModelDeps, CouponModelRefusal, PlaceCouponError, PlaceCouponRequest } from './coupon.types';
import type { Draft, PlacementAttempt, PlacementContext, PlacementOrigin, SlipChange } from './coupon.internals';
import { checkInput, fingerprintOf, pageRefusals } from './coupon.internals';
import type { wireAmounts } from './coupon.amounts';
import type { wireBonusAndVip } from './coupon.numbers';
import type { wireAddRemove } from './coupon.slip';
import type { createCouponUnits } from './coupon.units';
import { couponRefusals } from '../rules/refusals';

/** Why the coupon cannot be placed now: the page's reasons, then the rules'. */
export function wireRefusals(c: ReturnType<typeof createCouponUnits> & ReturnType<typeof wireAmounts> & ReturnType<typeof wireBonusAndVip>, deps: CouponModelDeps) {
  const { $amount, $amountByBetId, $availablePrepaidAmount, $bets, $hasBonusBet, $isVipBet, $lastAttempt, $makeIdempotencyKey, $seenCoefs, $settings, $systemValue, $typeId } = c;
  const { $account, $config, $isSignedIn } = deps;
  const placeFx: Effect<PlacementAttempt, PlaceCouponResponse, PlaceCouponError> = attach({ effect: deps.placeCouponFx, mapParams: (attempt: PlacementAttempt): PlaceCouponRequest => ({ ...attempt.body, idempotencyKey: attempt.key }), name: 'coupon.placeFx' });
  const keyFx = attach({
    source: { make: $makeIdempotencyKey, last: $lastAttempt },
    // The kernel's one rule for every money call: the key of the unanswered placement of the same coupon, else a new one.
    effect: ({ make, last }, draft: Draft): PlacementAttempt => ({ ...draft, key: idempotencyKeyFor(last, fingerprintOf(draft.body), make) }),
    name: 'coupon.keyFx',
  });
  const $isPlacing = combine(placeFx.pending, keyFx.pending, (placing, keying) => placing || keying);

  const $context: Store<PlacementContext> = combine({
    account: $account,
    config: $config,
    isSignedIn: $isSignedIn,
    isPlacing: $isPlacing,
    settings: $settings,
    prepaid: $availablePrepaidAmount,
  });
  const $refusals = combine(
    {
      context: $context,
      typeId: $typeId,
      bets: $bets,
      amount: $amount,
      amountByBetId: $amountByBetId,
      systemValue: $systemValue,
      seenCoefs: $seenCoefs,
      isVipBet: $isVipBet,
      withBonusBet: $hasBonusBet,
    },
    ({ context, ...slip }): readonly CouponModelRefusal[] => [...pageRefusals(context), ...couponRefusals(checkInput(context, slip))],
  );
  const $canPlace = $refusals.map((refusals) => refusals.length === 0);
  return { placeFx, keyFx, $isPlacing, $context, $refusals, $canPlace };
}

/** Placing: the slip's button and one-click, one idempotency key per unanswered coupon, the answer. */
export function wirePlacing(c: ReturnType<typeof createCouponUnits> & ReturnType<typeof wireAddRemove> & ReturnType<typeof wireAmounts> & ReturnType<typeof wireBonusAndVip> & ReturnType<typeof wireRefusals>, deps: CouponModelDeps) {
  const { $amount, $amountByBetId, $bets, $context, $expressId, $hasBonusBet, $isVipBet, $lastAttempt, $placeError, $promoCode, $refusals, $serverRefusals, $settings, $singlesResultCoupons, $successCoupon, $systemValue, $typeId, amountByBetChanged, amountSet, coefChangesAccepted, keyFx, oneClickPick, oneClickRefused, placeFx, placeRefused, placeRequested, settingsChanged, slipChanged, successDismissed, systemValueChanged, typeChanged } = c;
  const { $account } = deps;
  sample({ clock: placeRequested, source: $refusals, filter: (refusals) => refusals.length > 0, target: placeRefused });
  sample({
    clock: placeRequested,
    source: {
      refusals: $refusals,
      typeId: $typeId,
      bets: $bets,
      amount: $amount,
      amountByBetId: $amountByBetId,
      systemValue: $systemValue,
      settings: $settings,
      account: $account,
      promoCode: $promoCode,
      isVipBet: $isVipBet,
      withBonusBet: $hasBonusBet,
      expressId: $expressId,
    },
    filter: ({ refusals, account }) => refusals.length === 0 && account !== null,
    fn: (slip): Draft => ({
      origin: 'coupon',
      betIds: slip.bets.map((bet) => bet.id),
      body: placeBody({
        ...slip,
        changeCoefAction: slip.settings.changeCoefAction,
        accountId: slip.account?.id ?? 0,
        exactCoef: slip.settings.exactCoef !== null,
        isDropOnScoreChange: slip.settings.isDropOnScoreChange,
      }),
    }),
    target: keyFx,
  });

  // One-click: a single at once with the one-click amount (the bonus account's own amount, and action 1).
  const oneClickChecked = sample({
    clock: oneClickPick,
    source: $context,
    fn: (context, bet) => {
      const isBonus = context.account?.isBonus ?? false;
      const amount = isBonus ? context.settings.bonusAccountOneClickAmount : context.settings.oneClickAmount;
      const changeCoefAction: ChangeCoefAction = isBonus
        ? ONE_CLICK_BONUS_CHANGE_COEF_ACTION
        : context.settings.exactCoef !== null
          ? CHANGE_COEF_ACTION.ask
          : context.settings.changeCoefAction;
      const slip = { typeId: COUPON_TYPE.single, bets: [bet], amount, amountByBetId: {}, systemValue: MIN_SYSTEM_VALUE, isVipBet: false, withBonusBet: false };
      const refusals = [...pageRefusals(context), ...couponRefusals(checkInput(context, slip))];
      const draft: Draft = {
        origin: 'oneClick',
        betIds: [],
        body: placeBody({ ...slip, changeCoefAction, accountId: context.account?.id ?? 0, promoCode: '', expressId: null, exactCoef: !isBonus && context.settings.exactCoef !== null }),
      };
      return { refusals, draft };
    },
  });
  sample({ clock: oneClickChecked, filter: ({ refusals }) => refusals.length > 0, fn: ({ refusals }) => refusals, target: oneClickRefused });
  sample({ clock: oneClickChecked, filter: ({ refusals }) => refusals.length === 0, fn: ({ draft }) => draft, target: keyFx });

  sample({ clock: keyFx.doneData, target: placeFx });
  $lastAttempt.on(placeFx, (_, attempt) => ({ fingerprint: fingerprintOf(attempt.body), key: attempt.key }));
  const placeFailedRaw: Event<{ readonly origin: PlacementOrigin; readonly error: PlaceCouponError }> = sample({ clock: placeFx.fail, fn: ({ params, error }) => ({ origin: params.origin, error: placeErrorOf(error) }) });
  // Only an attempt without an answer keeps its key: pressing again with the same coupon cannot stake twice.
  $lastAttempt.on(placeFx.done, (last) => (last === null ? null : pendingAfter(last, true)));
  $lastAttempt.on(placeFailedRaw, (last, { error }) => (last === null ? null : pendingAfter(last, error.kind !== 'network' && error.kind !== 'unknown')));

  $placeError.on(placeFailedRaw, (_, { error }) => error).reset([placeFx, placeFx.done]);
  $serverRefusals.on(placeFailedRaw, (_, { error }) => (error.kind === 'refused' ? error.refusals : [])).reset(placeFx);

  const couponPlaced: Event<{ readonly origin: PlacementOrigin; readonly response: PlaceCouponResponse }> = sample({ clock: placeFx.done, fn: ({ params, result }) => ({ origin: params.origin, response: result }) });
  const balanceUpdated = sample({ clock: placeFx.doneData, fn: (response) => response.balance });
  $successCoupon
    .on(couponPlaced, (_, { response }) => (response.singlesResults.length > 0 ? null : (response.coupons[0] ?? null)))
    .reset([successDismissed, placeFx]);
  $singlesResultCoupons.on(couponPlaced, (_, { response }) => response.singlesResults).reset([successDismissed, placeFx]);
  // The placed bets leave the slip (a refused single of multiple singles stays, with its reasons in the result).
  sample({
    clock: placeFx.done,
    source: $bets,
    filter: (_, { params }) => params.origin === 'coupon',
    fn: (bets, { params, result }): SlipChange => {
      const refused = new Set(result.singlesResults.flatMap((single) => (single.placed ? [] : [single.outcomeId])));
      const placed = new Set(params.betIds);
      return { bets: bets.filter((bet) => !placed.has(bet.id) || refused.has(outcomeIdOf(bet))), added: [], typeId: null };
    },
    target: slipChanged,
  });
  $promoCode.on(placeFx.done, (code, { params }) => (params.origin === 'coupon' ? '' : code));
  // The settings remember the last express of the day placed (the offer then shows it as placed).
  sample({
    clock: placeFx.done,
    filter: ({ params }) => params.body.expressId !== undefined,
    fn: ({ params }) => ({ expressId: params.body.expressId ?? null }),
    target: settingsChanged,
  });

  // Server reasons describe the coupon they were about; an edit makes them stale.
  $serverRefusals.reset([slipChanged, typeChanged, amountSet, amountByBetChanged, systemValueChanged, coefChangesAccepted]);
  return { placeFailedRaw, couponPlaced, balanceUpdated };
}
