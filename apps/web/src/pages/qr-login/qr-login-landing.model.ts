import { QrLoginPaths, QrLoginRedeemResponseSchema, QrLoginTokenSchema } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { apiRequest, failureCode } from '../../shared/api/api';

export type QrLandingStatus = 'idle' | 'signing-in' | 'signed-in' | 'invalid' | 'failed';

/** `user/qr-login?token=…`: the other device spends the token once for a session of its own. */
export const qrLoginLanded = createEvent<{ readonly token: unknown }>();

export const redeemQrTokenFx = createEffect((token: string) => apiRequest({ method: 'POST', path: QrLoginPaths.redeem, body: { token }, schema: QrLoginRedeemResponseSchema }));

export const $qrLandingStatus = createStore<QrLandingStatus>('idle')
  .on(redeemQrTokenFx, () => 'signing-in')
  .on(redeemQrTokenFx.done, () => 'signed-in')
  // A used, expired or orphaned token: only a new code helps. Anything else may pass on a second try.
  .on(redeemQrTokenFx.failData, (_, error) => (failureCode(error) === 'invalid_token' ? 'invalid' : 'failed'));
export const $redeemedUserId = createStore<number | null>(null).on(redeemQrTokenFx.doneData, (_, answer) => answer.user_id);

// The token is spent on the first try; a second render of the page must not try it again.
sample({
  clock: qrLoginLanded,
  source: $qrLandingStatus,
  filter: (status, { token }) => status === 'idle' && z.safeParse(QrLoginTokenSchema, token).success,
  fn: (_, { token }) => String(token),
  target: redeemQrTokenFx,
});
sample({
  clock: qrLoginLanded,
  source: $qrLandingStatus,
  filter: (status, { token }) => status === 'idle' && !z.safeParse(QrLoginTokenSchema, token).success,
  fn: (): QrLandingStatus => 'invalid',
  target: $qrLandingStatus,
});
