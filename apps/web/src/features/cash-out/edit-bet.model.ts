import { EditBetResponseSchema, IDEMPOTENCY_KEY_HEADER, editBetPath, type CouponBetInput } from '@betting/contracts';
import { createStore } from 'effector';
import { apiRequest, failureCode } from '../../shared/api/api';
import { createMoneyCall, type Keyed } from '../../shared/api/money-call';

export interface EditBetRequest {
  readonly couponId: number;
  /** The cash-out offer the bettor saw: all of it is staked on the new legs. */
  readonly offer: number;
  readonly bets: readonly CouponBetInput[];
}

/** Edit bet: the coupon cashed out whole and its offer staked on the new legs, in one call (a money call: one key per edit). */
export const editBet = createMoneyCall({
  name: 'editBet',
  send: ({ couponId, offer, bets, idempotencyKey }: Keyed<EditBetRequest>) =>
    apiRequest({
      method: 'POST',
      path: editBetPath(couponId),
      body: { offer, bets: [...bets] },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      schema: EditBetResponseSchema,
    }),
});

/** Why the last edit of a coupon was refused (the API's error code), until the next try. */
export const $editBetRefusals = createStore<Readonly<Record<number, string>>>({})
  .on(editBet.sendFx.fail, (refusals, { params, error }) => ({
    ...refusals,
    [params.couponId]: failureCode(error),
  }))
  .on(editBet.sendFx, (refusals, { couponId }) => {
    const { [couponId]: _dropped, ...rest } = refusals;
    return rest;
  });
