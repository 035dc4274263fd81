import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $qrLandingStatus, $redeemedUserId, qrLoginLanded, redeemQrTokenFx, signInByTokenFx, tokenLinkLanded } from './qr-login-landing.model';

const TOKEN = 'A'.repeat(43);

describe('QR login landing', () => {
  it('spends the token once, however often the page renders', async () => {
    const calls: string[] = [];
    const scope = fork({ handlers: [[redeemQrTokenFx, (token: string) => (calls.push(token), { status: 'signed_in' as const, user_id: 123456789 })]] });
    await allSettled(qrLoginLanded, { scope, params: { token: TOKEN } });
    await allSettled(qrLoginLanded, { scope, params: { token: TOKEN } });
    expect(calls).toEqual([TOKEN]);
    expect(scope.getState($qrLandingStatus)).toBe('signed-in');
    expect(scope.getState($redeemedUserId)).toBe(123456789);
  });

  it.each([[undefined], ['short'], [['array']], [`${TOKEN}x`]])('a missing or malformed token %j never reaches the server', async (token) => {
    const calls: string[] = [];
    const scope = fork({ handlers: [[redeemQrTokenFx, (value: string) => (calls.push(value), { status: 'signed_in' as const, user_id: 1 })]] });
    await allSettled(qrLoginLanded, { scope, params: { token } });
    expect(calls).toEqual([]);
    expect(scope.getState($qrLandingStatus)).toBe('invalid');
  });

  it.each([
    [{ kind: 'http', status: 400, error: { code: 'invalid_token', message: 'x' } }, 'invalid'],
    [{ kind: 'network', status: 0, message: 'offline' }, 'failed'],
  ])('a refusal %j shows as %s', async (failure, expected) => {
    const scope = fork({ handlers: [[redeemQrTokenFx, () => Promise.reject(failure)]] });
    await allSettled(qrLoginLanded, { scope, params: { token: TOKEN } });
    expect(scope.getState($qrLandingStatus)).toBe(expected);
  });
});

describe('auth by token landing', () => {
  const LINK = { method_id: 'app', token: 'a.b.c', sign: 'f'.repeat(64), lng: 'en' };

  it('signs in once with the link as signed, however often the page renders', async () => {
    const calls: unknown[] = [];
    const scope = fork({ handlers: [[signInByTokenFx, (body: unknown) => (calls.push(body), { status: 'signed_in' as const, user_id: 123456789 })]] });
    await allSettled(tokenLinkLanded, { scope, params: LINK });
    await allSettled(tokenLinkLanded, { scope, params: LINK });
    expect(calls).toEqual([LINK]);
    expect(scope.getState($qrLandingStatus)).toBe('signed-in');
    expect(scope.getState($redeemedUserId)).toBe(123456789);
  });

  it.each([{ sign: 'short' }, { method_id: null }, { token: null }, { sign: 'F'.repeat(64) }])('a malformed link %j never reaches the server', async (change) => {
    const calls: unknown[] = [];
    const scope = fork({ handlers: [[signInByTokenFx, (body: unknown) => (calls.push(body), { status: 'signed_in' as const, user_id: 1 })]] });
    await allSettled(tokenLinkLanded, { scope, params: { ...LINK, ...change } });
    expect(calls).toEqual([]);
    expect(scope.getState($qrLandingStatus)).toBe('invalid');
  });

  it.each([
    [{ kind: 'http', status: 400, error: { code: 'invalid_token', message: 'x' } }, 'invalid'],
    [{ kind: 'http', status: 404, error: { code: 'token_auth_unavailable', message: 'x' } }, 'invalid'],
    [{ kind: 'network', status: 0, message: 'offline' }, 'failed'],
  ])('a refusal %j shows as %s', async (failure, expected) => {
    const scope = fork({ handlers: [[signInByTokenFx, () => Promise.reject(failure)]] });
    await allSettled(tokenLinkLanded, { scope, params: LINK });
    expect(scope.getState($qrLandingStatus)).toBe(expected);
  });
});
