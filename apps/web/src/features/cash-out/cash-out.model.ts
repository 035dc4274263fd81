import { CashOutOfferResponseSchema, CashOutResponseSchema, IDEMPOTENCY_KEY_HEADER, cashOutPath, type CashOutOfferResponse, type LineStreamEvent } from '@betting/contracts';
import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { throttle } from 'patronum';
import { accounts } from '../../entities/accounts/accounts.model';
import { lineEventReceived } from '../../entities/line/line-stream';
import { apiRequest, failureCode } from '../../shared/api/api';
import { createMoneyCall, type Keyed } from '../../shared/api/money-call';
import { armAutoCashOutFx, disarmAutoCashOutFx } from './auto-cash-out.model';
import { editBet } from './edit-bet.model';
import { refusalAmount } from './error-params';

/**
 * Cash out from the bet history: the offer for a coupon is asked when the bettor opens the panel, and taken (all or a
 * part) under the money calls' idempotency-key rule. A moved offer comes back with the new one, which the panel shows.
 */
export interface CashOutRequest {
  readonly couponId: number;
  /** The offer the bettor saw. */
  readonly offer: number;
  /** How much of it to take. */
  readonly amount: number;
}

export const loadCashOutOfferFx = createEffect((couponId: number) =>
  apiRequest({
    method: 'GET',
    path: cashOutPath(couponId),
    schema: CashOutOfferResponseSchema,
  })
);

export const cashOut = createMoneyCall({
  name: 'cashOut',
  send: ({ couponId, offer, amount, idempotencyKey }: Keyed<CashOutRequest>) =>
    apiRequest({
      method: 'POST',
      path: cashOutPath(couponId),
      body: { offer, amount },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      schema: CashOutResponseSchema,
    }),
});
export const cashedOut = cashOut.sendFx.doneData;

/** The last offer read per coupon (a moved offer, from the refusal that carried it). */
export const $cashOutOffers = createStore<Readonly<Record<number, CashOutOfferResponse>>>({})
  .on(loadCashOutOfferFx.doneData, (offers, offer) => ({
    ...offers,
    [offer.couponId]: offer,
  }))
  .on(cashOut.sendFx.fail, (offers, { params, error }) => {
    const moved = refusalAmount(error, 'cash_out_changed', 'offer');
    const known = offers[params.couponId];
    return known && moved !== undefined ? { ...offers, [params.couponId]: { ...known, offer: moved } } : offers;
  })
  .on(cashOut.sendFx.doneData, (offers, answer) => {
    const known = offers[answer.coupon.id];
    return known && known.offer !== null
      ? {
          ...offers,
          [answer.coupon.id]: {
            ...known,
            offer: answer.coupon.status === 'open' ? known.offer - answer.paid : null,
            reason: answer.coupon.status === 'open' ? null : 'settled',
          },
        }
      : offers;
  });

/** Why the last cash out of a coupon was refused (the API's error code), until the next try. */
export const $cashOutRefusals = createStore<Readonly<Record<number, string>>>({})
  .on(cashOut.sendFx.fail, (refusals, { params, error }) => ({
    ...refusals,
    [params.couponId]: failureCode(error),
  }))
  .on(cashOut.sendFx, (refusals, { couponId }) => {
    const { [couponId]: _dropped, ...rest } = refusals;
    return rest;
  });

/** How often, at most, an offer on screen is asked again while its games' prices move. */
export const OFFER_FOLLOW_MS = 1_000;

/** The panel shows a coupon's offer: it is asked now, and again as the prices of `gameIds` move on the live stream. */
export const offerWatched = createEvent<{
  readonly couponId: number;
  readonly gameIds: readonly number[];
}>();
// A coupon found settled is followed no more: its offer cannot come back.
const $watchedGames = createStore<Readonly<Record<number, readonly number[]>>>({})
  .on(offerWatched, (watched, { couponId, gameIds }) => ({ ...watched, [couponId]: gameIds }))
  .on(loadCashOutOfferFx.doneData, (watched, offer) => {
    if (offer.reason !== 'settled' || !(offer.couponId in watched)) return watched;
    const { [offer.couponId]: _settled, ...rest } = watched;
    return rest;
  });
sample({
  clock: offerWatched,
  fn: ({ couponId }) => couponId,
  target: loadCashOutOfferFx,
});

const $staleOffers = createStore<readonly number[]>([]);
const couponsMovedBy = (watched: Readonly<Record<number, readonly number[]>>, event: LineStreamEvent): number[] =>
  event.type === 'ready'
    ? []
    : Object.entries(watched)
        .filter(([, games]) => games.includes(event.gameId))
        .map(([couponId]) => Number(couponId));
const pricesMoved = sample({
  clock: sample({ clock: lineEventReceived, source: $watchedGames, fn: couponsMovedBy }),
  filter: (couponIds) => couponIds.length > 0,
});
$staleOffers.on(pricesMoved, (stale, couponIds) => [...new Set([...stale, ...couponIds])]);
const reloadOffersFx = createEffect((couponIds: readonly number[]) => Promise.allSettled(couponIds.map((couponId) => loadCashOutOfferFx(couponId))));
sample({
  clock: throttle(pricesMoved, OFFER_FOLLOW_MS),
  source: $staleOffers,
  target: reloadOffersFx,
});
$staleOffers.reset(reloadOffersFx);

/**
 * A coupon changed on the server: cashed out (in part), an automatic target armed or taken, edited into a new
 * coupon, or found settled (an automatic cash out the server took) — the list of coupons is read again.
 */
export const couponChanged = merge([
  cashedOut,
  armAutoCashOutFx.done,
  disarmAutoCashOutFx.done,
  editBet.sendFx.done,
  sample({
    clock: loadCashOutOfferFx.doneData,
    filter: (offer) => offer.reason === 'settled',
  }),
]);

// The header's balance is read again after money came in (or may have: an automatic cash out the server took).
sample({ clock: couponChanged, fn: () => undefined, target: accounts.balanceRefreshRequested });
