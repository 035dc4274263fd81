import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $qrLandingStatus, $redeemedUserId, qrLoginLanded, redeemQrTokenFx } from './qr-login-landing.model';

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
