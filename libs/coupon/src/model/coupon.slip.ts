import { DEFAULT_CURRENCY } from '@betting/kernel';
import { attach, combine, sample, type Event } from 'effector';
import { couponInitialStake } from '../rules/amounts';
import { isOneClickActive } from '../rules/availability';
import { COUPON_TYPE, isCouponTypeId } from '../rules/entities';
import type { CouponBet, CouponSettings } from '../rules/entities';
import { clampSystemValue } from '../rules/payout';
import { acceptAllowedChanges, applySettingsPatch, isValidAmount, isValidBet, normalizeBets, pick, toggleBet, typeForCount } from './coupon.helpers';
import type { CouponModelDeps } from './coupon.types';
import type { SlipChange } from './coupon.internals';
import { coefAction } from './coupon.internals';
import type { createCouponUnits } from './coupon.units';

/** The bet list: one fact (`slipChanged`) moves the bets and everything kept per bet. */
export function wireBetList(c: ReturnType<typeof createCouponUnits>) {
  const { $addedAtByBetId, $amount, $bets, $clock, $coefMoves, $currency, $expressId, $isBonusBetManuallyDeleted, $isLoadedFromCode, $ownAmountByBetId, $savedCode, $seenCoefs, $settings, $systemValue, $typeId, amountSet, expressOfTheDayLoaded, slipChanged, typeChanged } = c;
  $bets.on(slipChanged, (_, change) => change.bets);
  $typeId.on(slipChanged, (typeId, change) => change.typeId ?? typeForCount(typeId, change.bets.length));
  $systemValue.on(slipChanged, (k, change) => clampSystemValue(k, change.bets.length));
  $ownAmountByBetId.on(slipChanged, (amounts, change) => pick(amounts, change.bets));
  $seenCoefs.on(slipChanged, (seen, change) => ({ ...pick(seen, change.bets), ...Object.fromEntries(change.added.map((bet) => [bet.id, bet.market.coef])) }));
  $coefMoves.on(slipChanged, (moves, change) => pick(moves, change.bets));
  $addedAtByBetId.on(slipChanged, (addedAt, change) => pick(addedAt, change.bets));
  $isBonusBetManuallyDeleted.on(slipChanged, (deleted, change) => deleted && change.bets.length > 0);
  $isLoadedFromCode.on(slipChanged, (loaded, change) => loaded && change.bets.length > 0);
  $savedCode.reset(slipChanged);
  $expressId.on(slipChanged, (_, change) => change.expressId ?? null);
  $expressId.on(typeChanged, (expressId, typeId) => (typeId === COUPON_TYPE.express ? expressId : null));
  sample({
    clock: expressOfTheDayLoaded,
    filter: ({ bets }) => bets.length > 0 && bets.every(isValidBet),
    fn: ({ expressId, bets }): SlipChange => {
      const normalized = normalizeBets(bets);
      return { bets: normalized, added: normalized, typeId: COUPON_TYPE.express, expressId };
    },
    target: slipChanged,
  });

  // A bet's added-at time comes from the injected clock.
  const stampFx = attach({
    source: $clock,
    effect: (clock, ids: readonly string[]) => ({ ids, at: Math.floor(clock.now() / 1000) }),
    name: 'coupon.stampFx',
  });
  sample({ clock: slipChanged, filter: (change) => change.added.length > 0, fn: (change) => change.added.map((bet) => bet.id), target: stampFx });
  $addedAtByBetId.on(stampFx.doneData, (addedAt, { ids, at }) => ({ ...addedAt, ...Object.fromEntries(ids.map((id) => [id, at])) }));

  // A first bet in an empty-stake coupon starts from the currency's initial stake (auto-max sets its own).
  sample({
    clock: slipChanged,
    source: { amount: $amount, currency: $currency, settings: $settings },
    filter: ({ amount, settings }, change) => amount === 0 && change.added.length > 0 && (change.typeId === null || change.expressId !== undefined) && !settings.isAutoMax,
    fn: ({ currency }) => couponInitialStake(currency ?? DEFAULT_CURRENCY),
    target: amountSet,
  });
}

/** The slip's settings (saved on every change) and one-click betting, which is never on with bets in the slip. */
export function wireSettings(c: ReturnType<typeof createCouponUnits>, deps: CouponModelDeps) {
  const { $bets, $oneClickConfirmation, $seenCoefs, $settings, oneClickCancelled, oneClickConfirmed, oneClickToggled, settingsChanged, settingsLoaded, settingsUpdated, slipChanged } = c;
  const { $config } = deps;
  const $isOneClickActive = combine($config, $settings, (config, settings) =>
    isOneClickActive({ isOneClickShown: config.isOneClickShown, isActiveOneClick: settings.isActiveOneClick }),
  );
  $settings.on([settingsUpdated, settingsLoaded], (_, settings) => settings);
  sample({ clock: settingsChanged, source: $settings, fn: applySettingsPatch, target: settingsUpdated });

  const saveFx = attach({ effect: deps.saveSettingsFx, name: 'coupon.saveFx' });
  sample({ clock: settingsUpdated, target: saveFx });

  // A looser policy settles the changes it would not have asked about.
  sample({
    clock: settingsUpdated,
    source: { bets: $bets, seen: $seenCoefs },
    fn: ({ bets, seen }, settings) => acceptAllowedChanges(bets, seen, coefAction(settings)),
    target: $seenCoefs,
  });

  const oneClickOn = sample({
    clock: oneClickToggled,
    source: { config: $config, settings: $settings },
    filter: ({ config, settings }, on) => on && config.isOneClickShown && !settings.isActiveOneClick,
    fn: (_, on) => on,
  });
  sample({ clock: oneClickOn, source: $bets, filter: (bets) => bets.length > 0, fn: () => true, target: $oneClickConfirmation });
  const oneClickOnAtOnce = sample({ clock: oneClickOn, source: $bets, filter: (bets) => bets.length === 0 });
  const oneClickApproved = sample({ clock: oneClickConfirmed, source: $oneClickConfirmation, filter: Boolean });
  sample({ clock: oneClickApproved, fn: (): SlipChange => ({ bets: [], added: [], typeId: null }), target: slipChanged });
  sample({
    clock: [oneClickOnAtOnce, oneClickApproved],
    source: $settings,
    fn: (settings): CouponSettings => ({ ...settings, isActiveOneClick: true }),
    target: settingsUpdated,
  });
  $oneClickConfirmation.reset([oneClickApproved, oneClickCancelled, oneClickOnAtOnce]);
  sample({
    clock: oneClickToggled,
    source: $settings,
    filter: (settings, on) => !on && settings.isActiveOneClick,
    fn: (settings): CouponSettings => ({ ...settings, isActiveOneClick: false }),
    target: settingsUpdated,
  });
  $oneClickConfirmation.on(oneClickToggled, (asking, on) => asking && on);
  // Bets arriving while one-click is active (a restore, a load by code) turn it off: never both.
  sample({
    clock: slipChanged,
    source: { settings: $settings, active: $isOneClickActive },
    filter: ({ active }, change) => active && change.bets.length > 0,
    fn: ({ settings }): CouponSettings => ({ ...settings, isActiveOneClick: false }),
    target: settingsUpdated,
  });
  return { $isOneClickActive, saveFx };
}

/** Adding, removing and editing bets; a pick goes to the slip, or to one-click when it is on. */
export function wireAddRemove(c: ReturnType<typeof createCouponUnits> & ReturnType<typeof wireSettings>) {
  const { $bets, $isOneClickActive, $ownAmountByBetId, $systemValue, $typeId, amountByBetChanged, amountChanged, amountSet, bankerToggled, betRemoved, betToggled, couponCleared, slipChanged, systemValueChanged, typeChanged } = c;
  const validPick = sample({ clock: betToggled, filter: isValidBet });
  const slipPick = sample({ clock: validPick, source: $isOneClickActive, filter: (active) => !active, fn: (_, bet) => bet });
  const oneClickPick: Event<CouponBet> = sample({ clock: validPick, source: $isOneClickActive, filter: Boolean, fn: (_, bet) => bet });

  sample({ clock: slipPick, source: $bets, fn: (bets, bet): SlipChange => ({ ...toggleBet(bets, bet), typeId: null }), target: slipChanged });
  sample({
    clock: betRemoved,
    source: $bets,
    filter: (bets, id) => bets.some((bet) => bet.id === id),
    fn: (bets, id): SlipChange => ({ bets: bets.filter((bet) => bet.id !== id), added: [], typeId: null }),
    target: slipChanged,
  });
  sample({ clock: couponCleared, fn: (): SlipChange => ({ bets: [], added: [], typeId: null }), target: slipChanged });

  $typeId.on(typeChanged, (typeId, next) => (isCouponTypeId(next) ? next : typeId));
  sample({ clock: amountChanged, filter: isValidAmount, target: amountSet });
  $ownAmountByBetId.on(amountByBetChanged, (amounts, { betId, amount }) => (isValidAmount(amount) ? { ...amounts, [betId]: amount } : amounts));
  sample({ clock: systemValueChanged, source: $bets, fn: (bets, k) => clampSystemValue(k, bets.length), target: $systemValue });
  $bets.on(bankerToggled, (bets, id) =>
    bets.map((bet) => (bet.id === id && !bet.isDisabledBanker ? { ...bet, isBanker: bet.isBanker !== true } : bet)),
  );
  return { oneClickPick };
}
