import { AuthPaths, QR_LOGIN_TTL_SECONDS, QrLoginIssueResponseSchema, QrLoginPaths, SESSION_COOKIE } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { checkSession, cookieOf, identitySite, registerFast } from '../identity.fixture';

describe.each(enginesUnderTest())('QR login on $name', (engine) => {
  // site.test is one of the site's hosts (ALLOWED_HOSTS): the QR code's link names it when asked through it.
  const site = identitySite(engine, { allowedHosts: ['site.test'] });

  async function issue(session: string, lng = 'en') {
    const response = await site.app.inject({ method: 'POST', url: QrLoginPaths.issue, cookies: { [SESSION_COOKIE]: session }, headers: { host: 'site.test' }, payload: { lng } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = QrLoginIssueResponseSchema.parse(response.json());
    return { ...body, token: new URL(body.url).searchParams.get('token') ?? '' };
  }
  const redeem = (token: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    site.app.inject({ method: 'POST', url: QrLoginPaths.redeem, cookies, headers, payload: { token } });

  it('a code for the page that redeems it; the other device gets a session of its own, once', async () => {
    const user = await registerFast(site.app);
    const code = await issue(user.session, 'ru');
    expect(code.url).toMatch(/^http:\/\/site\.test\/ru\/user\/qr-login\?token=[\w-]{43}$/);
    expect(code.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(code.expires_in_seconds).toBe(QR_LOGIN_TTL_SECONDS);
    expect(Date.parse(code.expires_at)).toBe(site.clock.now() + QR_LOGIN_TTL_SECONDS * 1000);
    // Only the hash is stored.
    expect(await site.db.query('select 1 from qr_login_tokens where token_hash = $1', [code.token])).toEqual([]);

    const signedIn = await redeem(code.token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ status: 'signed_in', user_id: user.user_id });
    const cookie = cookieOf(signedIn, SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value).not.toBe(user.session);
    expect(await checkSession(site.app, cookie?.value)).toBe(user.user_id);
    // The issuing device keeps its session.
    expect(await checkSession(site.app, user.session)).toBe(user.user_id);

    const again = await redeem(code.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect(cookieOf(again, SESSION_COOKIE)).toBeUndefined();
  });

  it(`expires after ${QR_LOGIN_TTL_SECONDS} seconds`, async () => {
    const user = await registerFast(site.app);
    const fresh = await issue(user.session);
    const stale = await issue(user.session);
    site.clock.advance(QR_LOGIN_TTL_SECONDS * 1000 - 1);
    const inTime = await redeem(stale.token);
    expect(inTime.json()).toEqual({ status: 'signed_in', user_id: user.user_id });
    // A newer code replaced the earlier one.
    expect((await redeem(fresh.token)).json()).toMatchObject({ error: { code: 'invalid_token' } });
    const late = await issue(user.session);
    site.clock.advance(QR_LOGIN_TTL_SECONDS * 1000);
    expect((await redeem(late.token)).json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('is refused once the session that issued it has ended', async () => {
    const user = await registerFast(site.app);
    const code = await issue(user.session);
    await site.app.inject({ method: 'POST', url: AuthPaths.disconnect, cookies: { [SESSION_COOKIE]: user.session } });
    expect(await checkSession(site.app, user.session)).toBeNull();
    expect((await redeem(code.token)).json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('replaces a session the other browser had, and refuses cross-site calls', async () => {
    const owner = await registerFast(site.app);
    const other = await registerFast(site.app);
    const code = await issue(owner.session);
    expect((await redeem(code.token, {}, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const switched = await redeem(code.token, { [SESSION_COOKIE]: other.session });
    expect(switched.json()).toEqual({ status: 'signed_in', user_id: owner.user_id });
    expect(await checkSession(site.app, other.session)).toBeNull();
  });

  it('needs a signed-in user to issue, and a well-formed token to redeem', async () => {
    const guest = await site.app.inject({ method: 'POST', url: QrLoginPaths.issue, payload: { lng: 'en' } });
    expect(guest.statusCode).toBe(401);
    expect((await redeem('not-a-token')).statusCode).toBe(400);
    expect((await redeem('A'.repeat(43))).json()).toMatchObject({ error: { code: 'invalid_token' } });
  });
});
