import { CashOutOfferResponseSchema, CashOutResponseSchema, IDEMPOTENCY_KEY_HEADER, cashOutPath, type CashOutOfferResponse } from '@betting/contracts';
import { createEffect, createStore, sample } from 'effector';
import { accounts } from '../../entities/accounts/accounts.model';
import { apiRequest, failureCode, isApiFailure } from '../../shared/api/api';
import { createMoneyCall, type Keyed } from '../../shared/api/money-call';

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

export const loadCashOutOfferFx = createEffect((couponId: number) => apiRequest({ method: 'GET', path: cashOutPath(couponId), schema: CashOutOfferResponseSchema }));

export const cashOut = createMoneyCall({
  name: 'cashOut',
  send: ({ couponId, offer, amount, idempotencyKey }: Keyed<CashOutRequest>) =>
    apiRequest({ method: 'POST', path: cashOutPath(couponId), body: { offer, amount }, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: CashOutResponseSchema }),
});
export const cashedOut = cashOut.sendFx.doneData;

/** The last offer read per coupon (a moved offer, from the refusal that carried it). */
export const $cashOutOffers = createStore<Readonly<Record<number, CashOutOfferResponse>>>({})
  .on(loadCashOutOfferFx.doneData, (offers, offer) => ({ ...offers, [offer.couponId]: offer }))
  .on(cashOut.sendFx.fail, (offers, { params, error }) => {
    const moved = movedOffer(error);
    const known = offers[params.couponId];
    return known && moved !== undefined ? { ...offers, [params.couponId]: { ...known, offer: moved } } : offers;
  })
  .on(cashOut.sendFx.doneData, (offers, answer) => {
    const known = offers[answer.coupon.id];
    return known && known.offer !== null ? { ...offers, [answer.coupon.id]: { ...known, offer: answer.coupon.status === 'open' ? known.offer - answer.paid : null, reason: answer.coupon.status === 'open' ? null : 'settled' } } : offers;
  });

/** Why the last cash out of a coupon was refused (the API's error code), until the next try. */
export const $cashOutRefusals = createStore<Readonly<Record<number, string>>>({})
  .on(cashOut.sendFx.fail, (refusals, { params, error }) => ({ ...refusals, [params.couponId]: failureCode(error) }))
  .on(cashOut.sendFx, (refusals, { couponId }) => {
    const { [couponId]: _dropped, ...rest } = refusals;
    return rest;
  });

/** The offer a `cash_out_changed` refusal carries. */
function movedOffer(failure: unknown): number | undefined {
  if (!isApiFailure(failure) || failure.kind !== 'http' || failure.error?.code !== 'cash_out_changed') return undefined;
  const offer = Number(failure.error.params?.['offer']);
  return Number.isSafeInteger(offer) ? offer : undefined;
}

// The header's balance is read again after money came in.
sample({ clock: cashedOut, fn: () => undefined, target: accounts.balanceRefreshRequested });
