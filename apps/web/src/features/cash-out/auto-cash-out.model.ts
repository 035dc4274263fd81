import { AutoCashOutResponseSchema, CouponResponseSchema, autoCashOutPath } from '@betting/contracts';
import { createEffect, createStore } from 'effector';
import { apiRequest, failureCode } from '../../shared/api/api';
import { refusalAmount } from './error-params';

/** The automatic cash out of a coupon: armed at a target (taken at once when already reached), or disarmed. */
export const armAutoCashOutFx = createEffect(({ couponId, target }: { readonly couponId: number; readonly target: number }) =>
  apiRequest({
    method: 'PUT',
    path: autoCashOutPath(couponId),
    body: { target },
    schema: AutoCashOutResponseSchema,
  })
);
export const disarmAutoCashOutFx = createEffect((couponId: number) =>
  apiRequest({
    method: 'DELETE',
    path: autoCashOutPath(couponId),
    schema: CouponResponseSchema,
  })
);

/** Why arming a coupon's target was refused (the API's error code and the ceiling it named), until the next try. */
export const $autoCashOutRefusals = createStore<Readonly<Record<number, { readonly code: string; readonly ceiling: number | null }>>>({})
  .on(armAutoCashOutFx.fail, (refusals, { params, error }) => ({
    ...refusals,
    [params.couponId]: {
      code: failureCode(error),
      ceiling: refusalAmount(error, 'auto_cash_out_unreachable', 'ceiling') ?? null,
    },
  }))
  .on(armAutoCashOutFx, (refusals, { couponId }) => {
    const { [couponId]: _dropped, ...rest } = refusals;
    return rest;
  });
