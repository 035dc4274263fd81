import { ACCOUNT_TYPES } from '@betting/accounts';
import type { LineStreamEvent } from '@betting/contracts';
import { createCouponModel, defaultCouponConfig, operatorStakeRules, parseCouponSnapshot, type CouponAccount, type CouponBet, type CouponBetChange, type CouponConfig, type CouponSettings, type CouponSnapshot } from '@betting/coupon';
import { DEFAULT_CURRENCY, systemClock } from '@betting/kernel';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { notices } from '../../app/notices';
import { siteConfig } from '../../app/site-config';
import { $isSignedIn } from '../session/session-state';
import { accounts } from '../accounts/accounts.model';
import { $coefView } from '../line/line-settings';
import { $couponGames, lineEventReceived } from '../line/line-stream';
import { checkPromoCodeFx, loadCouponByCodeFx, loadExpressBetsFx, loadLineBetsFx, placeCouponFx, saveCouponToCodeFx } from './coupon-api';
import { betLabelFromLine, type BetLabel } from './to-coupon-bet';

/**
 * The site's one coupon: libs/coupon's model over the betting API, fed by the active account, the live feed and the
 * bettor's odds view, kept in localStorage so a reload keeps the slip (storage keys are ours: the spec does not show them).
 */
const SLIP_KEY = 'coupon_slip';

function storedSlip(): CouponSnapshot | null {
  try {
    return parseCouponSnapshot(JSON.parse(window.localStorage.getItem(SLIP_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** Settings are saved at once (the slip itself a moment after each change), inside the stored slip. */
const saveSettingsFx = createEffect((settings: CouponSettings) => {
  const slip = storedSlip();
  if (slip) window.localStorage.setItem(SLIP_KEY, JSON.stringify({ ...slip, settings }));
});

const $account = combine(accounts.$activeAccount, accounts.$canStake, (account, canStake): CouponAccount | null =>
  account ? { id: account.id, currency: account.iso, balance: account.money, isBonus: account.type === ACCOUNT_TYPES.bonus, canStake } : null,
);

/**
 * The coupon's config from the site config: the operator's betting settings (`siteConfig.betting`, the site setting the
 * server's placement reads too) resolved for the active account's currency by the same `operatorStakeRules`.
 */
const $couponConfig = combine(siteConfig.$config, $account, (config, account): CouponConfig => {
  const betting = config?.siteConfig.betting;
  return betting ? { ...defaultCouponConfig(), ...operatorStakeRules(betting, account?.currency ?? DEFAULT_CURRENCY) } : defaultCouponConfig();
});

const model = createCouponModel({
  placeCouponFx,
  saveSettingsFx,
  loadCouponByCodeFx,
  saveCouponToCodeFx,
  checkPromoCodeFx,
  $account,
  $config: $couponConfig,
  $coefView,
  $isSignedIn,
  clock: systemClock,
  makeIdempotencyKey: () => crypto.randomUUID(),
});

/** A coefficient button was pressed: the pick goes in (or out), and the slip remembers how to name it. */
const picked = createEvent<{ readonly bet: CouponBet; readonly label: BetLabel }>();
/** The slip's view mounted: restore the slip once, then bring its coefficients up to date with the line. */
const mounted = createEvent();
const readStoredFx = createEffect(storedSlip);
const $restored = createStore(false).on(readStoredFx, () => true);
const $labels = createStore<Readonly<Record<string, BetLabel>>>({})
  .on(picked, (labels, { bet, label }) => ({ ...labels, [bet.id]: label }))
  .on(loadLineBetsFx.doneData, (labels, { bets }) => ({ ...labels, ...Object.fromEntries(bets.map((bet) => [String(bet.outcomeId), betLabelFromLine(bet)])) }));
const $selectedIds = model.$bets.map((bets) => new Set(bets.map((bet) => bet.id)));

sample({ clock: picked, fn: ({ bet }) => bet, target: model.betToggled });

sample({ clock: mounted, source: $restored, filter: (restored) => !restored, target: readStoredFx });
sample({ clock: readStoredFx.doneData, filter: (slip): slip is CouponSnapshot => slip !== null, target: model.restored });
sample({ clock: model.restored, filter: (slip) => slip.bets.length > 0, fn: (slip) => slip.bets.map((bet) => Number(bet.id)), target: loadLineBetsFx });
sample({
  clock: loadLineBetsFx.doneData,
  fn: ({ bets, missing }): CouponBetChange[] => [
    ...bets.map((bet) => ({ betId: String(bet.outcomeId), coef: bet.coef, isBlocked: bet.isBlocked || bet.isSuspended, isFinished: bet.isFinished, statusId: bet.statusId })),
    ...missing.map((id) => ({ betId: String(id), isBlocked: true })),
  ],
  target: model.coefsChanged,
});

const writeSlipFx = createEffect((snapshot: unknown) => window.localStorage.setItem(SLIP_KEY, JSON.stringify(snapshot)));
sample({ clock: debounce(model.$snapshot, 300), source: $restored, filter: Boolean, fn: (_, snapshot) => snapshot, target: writeSlipFx });
// A placement sent (or answered) is written at once: a reload right after a press that got no answer must find its
// idempotency key, so pressing again cannot stake twice.
sample({ clock: model.$pendingPlacement.updates, source: { restored: $restored, snapshot: model.$snapshot }, filter: ({ restored }) => restored, fn: ({ snapshot }) => snapshot, target: writeSlipFx });

/** The live feed's changes of the games the slip holds, as the coupon's bet changes. */
export function couponChangesOf(event: LineStreamEvent, bets: readonly CouponBet[], labels: Readonly<Record<string, BetLabel>>): CouponBetChange[] {
  switch (event.type) {
    case 'coefs': {
      const held = new Set(bets.map((bet) => bet.id));
      return event.changes.filter((change) => held.has(String(change.outcomeId))).map((change) => ({ betId: String(change.outcomeId), coef: change.coef }));
    }
    case 'market': {
      const locked = new Map(event.markets.map((market) => [market.marketId, market.isBlocked || market.isSuspended]));
      return bets.filter((bet) => locked.has(labels[bet.id]?.marketId ?? -1)).map((bet) => ({ betId: bet.id, isBlocked: locked.get(labels[bet.id]?.marketId ?? -1) ?? false }));
    }
    case 'game':
      return bets.filter((bet) => bet.gameId === event.gameId).map((bet) => ({ betId: bet.id, statusId: event.statusId, gameSeconds: event.gameSeconds, formattedScore: event.score, isFinished: event.status === 'finished' }));
    case 'finished':
      return bets.filter((bet) => bet.gameId === event.gameId).map((bet) => ({ betId: bet.id, statusId: 4, isFinished: true, isBlocked: true }));
    default:
      return [];
  }
}
const liveChanges = sample({
  clock: lineEventReceived,
  source: { bets: model.$bets, labels: $labels },
  fn: ({ bets, labels }, event) => couponChangesOf(event, bets, labels),
});
sample({ clock: liveChanges, filter: (changes) => changes.length > 0, target: model.coefsChanged });
sample({ clock: model.$bets, fn: (bets) => bets.map((bet) => bet.gameId), target: $couponGames });

// The wallets' seam: switching the active account resets the prepaid amount; a placement refreshes the balance.
sample({ clock: accounts.prepaidAmountReset, target: model.prepaidAmountReset });
sample({ clock: model.balanceUpdated, target: accounts.balanceRefreshRequested });

// One-click bets are placed from the coefficient buttons, with no slip on screen: the notices say what happened.
sample({
  clock: model.couponPlaced,
  filter: ({ origin }) => origin === 'oneClick',
  fn: ({ response }) => ({ id: 'one-click-placed', kind: 'success' as const, timed: true, text: { key: 'pages:coupon.oneClickPlaced', params: { id: response.coupons[0]?.id ?? '' } } }),
  target: notices.notificationShown,
});
sample({
  clock: [model.oneClickRefused, sample({ clock: model.placeFailed, filter: ({ origin }) => origin === 'oneClick' })],
  fn: () => ({ id: 'one-click-refused', text: { key: 'pages:coupon.oneClickRefused' } }),
  target: notices.notificationShown,
});

// The express of the day goes in with its legs as the line has them now (and their labels, like any loaded slip).
sample({ clock: loadExpressBetsFx.doneData, target: model.expressOfTheDayLoaded });
const expressFailedNotice = sample({ clock: loadExpressBetsFx.fail, fn: () => ({ id: 'express-of-the-day-changed', text: { key: 'pages:coupon.refusals.express_of_the_day_changed' } }) });
sample({ clock: expressFailedNotice, target: notices.notificationShown });

export const coupon = {
  ...model,
  picked,
  mounted,
  $labels,
  $selectedIds,
  $account,
  $loadingCode: loadCouponByCodeFx.pending,
  expressOfTheDayAdded: loadExpressBetsFx,
  $addingExpress: loadExpressBetsFx.pending,
};
