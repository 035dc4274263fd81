import { AuthPaths, AuthTokenBodySchema, QrLoginPaths, QrLoginRedeemResponseSchema, QrLoginTokenSchema, SignInResponseSchema, type AuthTokenBody } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { apiRequest, failureCode } from '../../shared/api/api';

export type QrLandingStatus = 'idle' | 'signing-in' | 'signed-in' | 'invalid' | 'failed';

/** `user/qr-login?token=…`: the other device spends the token once for a session of its own. */
export const qrLoginLanded = createEvent<{ readonly token: unknown }>();

export const redeemQrTokenFx = createEffect((token: string) => apiRequest({ method: 'POST', path: QrLoginPaths.redeem, body: { token }, schema: QrLoginRedeemResponseSchema }));

/**
 * The same page is the landing of auth by token (spec §2): a companion app that holds a session opens
 * `user/qr-login?method_id=…&token=…&sign=…` (its user token signed with its secret); the page's language is signed too.
 */
export const tokenLinkLanded = createEvent<{ readonly method_id: unknown; readonly token: unknown; readonly sign: unknown; readonly lng: string }>();

export const signInByTokenFx = createEffect((body: AuthTokenBody) => apiRequest({ method: 'POST', path: AuthPaths.loginByToken, body, schema: SignInResponseSchema }));

// A used, expired or orphaned token: only a new code (or link) helps. Anything else may pass on a second try.
const invalidOr = (error: unknown): QrLandingStatus => (['invalid_token', 'token_auth_unavailable', 'invalid_request'].includes(failureCode(error)) ? 'invalid' : 'failed');

export const $qrLandingStatus = createStore<QrLandingStatus>('idle')
  .on([redeemQrTokenFx, signInByTokenFx], () => 'signing-in')
  .on([redeemQrTokenFx.done, signInByTokenFx.done], () => 'signed-in')
  .on(redeemQrTokenFx.failData, (_, error) => (failureCode(error) === 'invalid_token' ? 'invalid' : 'failed'))
  .on(signInByTokenFx.failData, (_, error) => invalidOr(error));
export const $redeemedUserId = createStore<number | null>(null)
  .on(redeemQrTokenFx.doneData, (_, answer) => answer.user_id)
  .on(signInByTokenFx.doneData, (_, answer) => (answer.status === 'signed_in' ? answer.user_id : null));

sample({
  clock: tokenLinkLanded,
  source: $qrLandingStatus,
  filter: (status, link) => status === 'idle' && z.safeParse(AuthTokenBodySchema, link).success,
  fn: (_, link) => z.parse(AuthTokenBodySchema, link),
  target: signInByTokenFx,
});
sample({
  clock: tokenLinkLanded,
  source: $qrLandingStatus,
  filter: (status, link) => status === 'idle' && !z.safeParse(AuthTokenBodySchema, link).success,
  fn: (): QrLandingStatus => 'invalid',
  target: $qrLandingStatus,
});

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
