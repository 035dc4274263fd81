import { AuthPaths, GRANT_COOKIE, SESSION_COOKIE, SecureDataPaths, SecureDataResponseSchema } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { cookieOf, identitySite, registerFast } from '../identity.fixture';
import { sessionOfGrant } from './secure-data.repository';

describe.each(enginesUnderTest())('secure data on $name', (engine) => {
  const site = identitySite(engine);

  const secureData = (cookies: Record<string, string>, headers: Record<string, string> = {}) => site.app.inject({ method: 'POST', url: SecureDataPaths.secureData, cookies, headers });

  it('answers ggru and a fresh grant, set as an httpOnly cookie for 30 minutes', async () => {
    const user = await registerFast(site.app);
    const first = await secureData({ [SESSION_COOKIE]: user.session });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const data = SecureDataResponseSchema.parse(first.json());
    expect(data.ggru).not.toContain(String(user.user_id));
    const cookie = cookieOf(first, GRANT_COOKIE);
    expect(cookie).toMatchObject({ value: data.grant, httpOnly: true, sameSite: 'Lax', maxAge: 1800, path: '/' });

    const second = SecureDataResponseSchema.parse((await secureData({ [SESSION_COOKIE]: user.session })).json());
    expect(second.ggru).toBe(data.ggru);
    expect(second.grant).not.toBe(data.grant);
    const other = await registerFast(site.app);
    expect(SecureDataResponseSchema.parse((await secureData({ [SESSION_COOKIE]: other.session })).json()).ggru).not.toBe(data.ggru);

    expect(await sessionOfGrant(site.db, data.grant, site.clock.now())).toBeGreaterThan(0);
    site.clock.advance(30 * 60 * 1000);
    expect(await sessionOfGrant(site.db, data.grant, site.clock.now())).toBeUndefined();
  });

  it('accepts the bearer user token, and refuses a guest, a bad token and a signed-out session', async () => {
    const user = await registerFast(site.app);
    const token = (await site.app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true`, cookies: { [SESSION_COOKIE]: user.session } })).json<{ token: string }>().token;
    expect((await secureData({}, { authorization: `Bearer ${token}` })).statusCode).toBe(200);

    const guest = await secureData({});
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    expect(cookieOf(guest, GRANT_COOKIE)).toBeUndefined();
    expect((await secureData({}, { authorization: `Bearer ${token}x` })).json()).toMatchObject({ error: { code: 'invalid_token' } });

    await site.app.inject({ method: 'POST', url: AuthPaths.disconnect, cookies: { [SESSION_COOKIE]: user.session } });
    expect((await secureData({ [SESSION_COOKIE]: user.session })).statusCode).toBe(401);
  });

  it('is never a GET', async () => {
    expect((await site.app.inject({ method: 'GET', url: SecureDataPaths.secureData })).statusCode).not.toBe(200);
  });
});
