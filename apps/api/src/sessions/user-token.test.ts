import { AuthPaths, GetTokenResponseSchema, RightsResponseSchema, SESSION_COOKIE, USER_TOKEN_COOKIE, UserTokenClaimsSchema } from '@betting/contracts';
import { fixedClock, manualClock } from '@betting/kernel';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { cookieOf, identitySite, registerFast, START } from '../identity/testing';
import { loadUserTokenKey, signUserToken, verifyUserToken } from './user-token';

const key = new TextEncoder().encode('k'.repeat(32));
const subject = { userId: 123456789, sessionId: 7 };
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('user token signing and verifying', () => {
  const clock = fixedClock(START);

  it('carries sub, sid and exp in seconds, five minutes ahead', async () => {
    const token = await signUserToken(key, clock, subject);
    expect(UserTokenClaimsSchema.parse(decodeJwt(token))).toEqual({ sub: '123456789', iat: START / 1000, exp: START / 1000 + 300 });
    expect(await verifyUserToken(key, clock, token)).toEqual(subject);
  });

  it('refuses alg none', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '123456789', sid: '7', exp: START / 1000 + 300 })}.`;
    expect(await verifyUserToken(key, clock, unsigned)).toBeNull();
  });

  it('refuses a tampered payload and a tampered signature', async () => {
    const token = await signUserToken(key, clock, subject);
    const [header, , signature] = token.split('.');
    const forgedPayload = `${header}.${base64url({ sub: '999999999', sid: '7', iat: START / 1000, exp: START / 1000 + 300 })}.${signature}`;
    expect(await verifyUserToken(key, clock, forgedPayload)).toBeNull();
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'AB' : 'AA');
    expect(await verifyUserToken(key, clock, flipped)).toBeNull();
    expect(await verifyUserToken(new TextEncoder().encode('o'.repeat(32)), clock, token)).toBeNull();
  });

  it('refuses another algorithm even with our key', async () => {
    const hs512 = await new SignJWT({ sid: '7' }).setProtectedHeader({ alg: 'HS512' }).setSubject('123456789').setExpirationTime(START / 1000 + 300).sign(key);
    expect(await verifyUserToken(key, clock, hs512)).toBeNull();
  });

  it('is valid only while exp is in the future', async () => {
    const moving = manualClock(START);
    const token = await signUserToken(key, moving, subject);
    moving.advance(299_999);
    expect(await verifyUserToken(key, moving, token)).toEqual(subject);
    moving.advance(1);
    expect(await verifyUserToken(key, moving, token)).toBeNull();
  });

  it('refuses a short USER_TOKEN_SECRET', async () => {
    await expect(loadUserTokenKey({ query: async () => [], exec: async () => undefined }, 'short')).rejects.toThrow(/32 characters/);
  });
});

describe.each(enginesUnderTest())('user tokens over HTTP on $name', (engine) => {
  const site = identitySite(engine);

  const rights = (headers: Record<string, string>, cookies: Record<string, string> = {}) => site.app.inject({ method: 'GET', url: AuthPaths.rights, headers, cookies });

  it('issues a token for the session, as the body and a readable cookie, and accepts it as a bearer until sign-out', async () => {
    const { session, user_id: userId } = await registerFast(site.app);
    const response = await site.app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true`, cookies: { [SESSION_COOKIE]: session } });
    expect(response.statusCode).toBe(200);
    const { token } = GetTokenResponseSchema.parse(response.json());
    expect(decodeJwt(token)).toMatchObject({ sub: String(userId), exp: Math.floor(site.clock.now() / 1000) + 300 });
    expect(cookieOf(response, USER_TOKEN_COOKIE)).toMatchObject({ value: token, sameSite: 'Lax', path: '/', maxAge: 300 });
    expect(cookieOf(response, USER_TOKEN_COOKIE)?.httpOnly).toBeUndefined();

    const allowed = await rights({ authorization: `Bearer ${token}` });
    expect(RightsResponseSchema.parse(allowed.json())).toEqual({ user_id: userId, ban_level: 0, rights: ['bet', 'deposit', 'withdraw', 'transfer'] });

    await site.app.inject({ method: 'POST', url: AuthPaths.disconnect, cookies: { [SESSION_COOKIE]: session } });
    const after = await rights({ authorization: `Bearer ${token}` });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('keeps the same key across restarts (stored once in the database)', async () => {
    const first = await loadUserTokenKey(site.db, undefined);
    const second = await loadUserTokenKey(site.db, undefined);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses bearer tokens that are unsigned, tampered, expired or signed with another key — never falling back to the cookie', async () => {
    const { session, user_id: userId } = await registerFast(site.app);
    const { token } = (await site.app.inject({ method: 'GET', url: AuthPaths.getToken, cookies: { [SESSION_COOKIE]: session } })).json<{ token: string }>();
    const claims = decodeJwt(token);
    const [header, payload, signature] = token.split('.');
    const candidates = {
      none: `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      tamperedPayload: `${header}.${base64url({ ...claims, sub: String(userId + 1) })}.${signature}`,
      otherKey: await signUserToken(key, site.clock, { userId, sessionId: Number(claims['sid']) }),
      garbage: 'not-a-token',
    };
    for (const [label, candidate] of Object.entries(candidates)) {
      const response = await rights({ authorization: `Bearer ${candidate}` }, { [SESSION_COOKIE]: session });
      expect({ label, status: response.statusCode, code: response.json().error?.code }).toEqual({ label, status: 401, code: 'invalid_token' });
    }
    site.clock.advance(300_000);
    expect((await rights({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    // The session itself is still good: the client gets a fresh token.
    expect((await rights({}, { [SESSION_COOKIE]: session })).json()).toMatchObject({ user_id: userId });
  });

  it('answers 401 to a guest asking for a token or rights', async () => {
    const token = await site.app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true` });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    expect((await rights({})).json()).toMatchObject({ error: { code: 'not_signed_in' } });
  });

  it('gives a banned user no rights and a pending one no withdrawals', async () => {
    const banned = await registerFast(site.app);
    await site.db.query('update users set ban_level = 53 where id = $1', [banned.user_id]);
    expect((await rights({}, { [SESSION_COOKIE]: banned.session })).json()).toEqual({ user_id: banned.user_id, ban_level: 53, rights: [] });
    const pending = await registerFast(site.app);
    await site.db.query('update users set user_status_id = 1 where id = $1', [pending.user_id]);
    expect((await rights({}, { [SESSION_COOKIE]: pending.session })).json().rights).toEqual(['bet', 'deposit']);
  });
});
