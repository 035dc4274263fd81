import { AuthPaths, encodeCredential, GetTokenResponseSchema, SESSION_COOKIE } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { checkSession, cookieOf, freshAddress, identitySite, outboxOf, registerByPhone, registerFast } from '../identity.fixture';
import { GENEROUS_PROTECTION } from '../../testing/app.fixture';
import { signAuthToken } from './token-signature';

const SECRET = 'companion-app-secret-at-least-32-chars';
const WINDOW_SECONDS = 600;
const CODE_SENDING = { max: 3, windowSeconds: 600 };

describe.each(enginesUnderTest())('one-click credentials by e-mail and auth by token on $name', (engine) => {
  const site = identitySite(engine, {
    allowedHosts: ['site.test'],
    protection: { ...GENEROUS_PROTECTION, addresses: { ...GENEROUS_PROTECTION.addresses, codeSending: CODE_SENDING } },
    identity: { accountLinks: { credentialsEmailWindowSeconds: WINDOW_SECONDS, tokenSigners: [{ id: 'app', secret: SECRET }] } },
  });

  const send = (session: string | undefined, email: string, password: string, ip = freshAddress()) =>
    site.app.inject({
      method: 'POST',
      url: AuthPaths.sendCredentials,
      remoteAddress: ip,
      headers: { host: 'site.test' },
      cookies: session ? { [SESSION_COOKIE]: session } : {},
      payload: { email, uPassword: encodeCredential(password) },
    });

  it('sends the ID and the password of a one-click account to the address, through the outbox', async () => {
    const user = await registerFast(site.app);
    const response = await send(user.session, 'keep@example.test', user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const [mail] = await outboxOf(site.app, 'keep@example.test');
    expect(mail?.body).toContain(`ID: ${user.user_id}`);
    expect(mail?.body).toContain(`Password: ${user.password}`);
    expect(mail?.body).toContain('http://site.test');
  });

  it('refuses a wrong password, a guest, another kind of account, and after the window', async () => {
    const user = await registerFast(site.app);
    const wrong = await send(user.session, 'wrong@example.test', `${user.password}x`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    expect((await send(undefined, 'guest@example.test', user.password)).json()).toMatchObject({ error: { code: 'not_signed_in' } });
    const byPhone = await registerByPhone(site.app);
    const phoneAccount = await send(byPhone.session, 'phone@example.test', byPhone.password);
    expect(phoneAccount.statusCode).toBe(403);
    expect(phoneAccount.json()).toMatchObject({ error: { code: 'credentials_email_unavailable' } });
    site.clock.advance(WINDOW_SECONDS * 1000 + 1);
    const late = await send(user.session, 'late@example.test', user.password);
    expect(late.json()).toMatchObject({ error: { code: 'credentials_email_unavailable' } });
    for (const address of ['wrong', 'guest', 'phone', 'late']) expect(await outboxOf(site.app, `${address}@example.test`)).toEqual([]);
  });

  it('counts against the per-address code-sending limit', async () => {
    const user = await registerFast(site.app);
    const ip = freshAddress();
    const answers: number[] = [];
    for (let i = 0; i <= CODE_SENDING.max; i += 1) answers.push((await send(user.session, `many${i}@example.test`, user.password, ip)).statusCode);
    expect(answers).toEqual([...Array.from({ length: CODE_SENDING.max }, () => 200), 429]);
    expect(await outboxOf(site.app, `many${CODE_SENDING.max}@example.test`)).toEqual([]);
  });

  async function userToken(session: string) {
    const response = await site.app.inject({ method: 'GET', url: `${AuthPaths.getToken}?force_refresh=true`, cookies: { [SESSION_COOKIE]: session } });
    return GetTokenResponseSchema.parse(response.json()).token;
  }
  const byToken = (body: Record<string, string>, cookies: Record<string, string> = {}) =>
    site.app.inject({ method: 'POST', url: AuthPaths.loginByToken, remoteAddress: freshAddress(), cookies, payload: body });
  const signed = (token: string, lng = 'en', secret = SECRET) => ({ method_id: 'app', token, lng, sign: signAuthToken(secret, { method_id: 'app', token, lng }) });

  it('a signed user token opens a browser session of its own, once', async () => {
    const user = await registerFast(site.app);
    const token = await userToken(user.session);
    const response = await byToken(signed(token, 'ru'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'signed_in', user_id: user.user_id });
    const cookie = cookieOf(response, SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.value).not.toBe(user.session);
    expect(await checkSession(site.app, cookie?.value)).toBe(user.user_id);
    const replay = await byToken(signed(token, 'ru'));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect(cookieOf(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a bad signature, another language than signed, an unknown signer, an expired token or an ended session', async () => {
    const user = await registerFast(site.app);
    const token = await userToken(user.session);
    expect((await byToken(signed(token, 'en', 'not-the-secret-but-just-as-long-as-it'))).json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect((await byToken({ ...signed(token, 'en'), lng: 'ru' })).json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect((await byToken({ ...signed(token, 'en'), method_id: 'other' })).json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect((await byToken({ ...signed(token, 'en'), sign: 'zz' })).statusCode).toBe(400);
    // None of those spent the token.
    const stale = await userToken(user.session);
    expect((await byToken(signed(token))).statusCode).toBe(200);
    site.clock.advance(301_000);
    expect((await byToken(signed(stale))).json()).toMatchObject({ error: { code: 'invalid_token' } });
    const fresh = await userToken(user.session);
    await site.app.inject({ method: 'POST', url: AuthPaths.disconnect, cookies: { [SESSION_COOKIE]: user.session } });
    expect((await byToken(signed(fresh))).json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('replaces the session the browser had, and refuses cross-site calls', async () => {
    const owner = await registerFast(site.app);
    const other = await registerFast(site.app);
    const token = await userToken(owner.session);
    const crossSite = await site.app.inject({ method: 'POST', url: AuthPaths.loginByToken, headers: { 'sec-fetch-site': 'cross-site' }, payload: signed(token) });
    expect(crossSite.statusCode).toBe(403);
    expect((await byToken(signed(token), { [SESSION_COOKIE]: other.session })).json()).toEqual({ status: 'signed_in', user_id: owner.user_id });
    expect(await checkSession(site.app, other.session)).toBeNull();
  });
});

describe.each(enginesUnderTest())('auth by token without signers on $name', (engine) => {
  const site = identitySite(engine);
  it('answers 404', async () => {
    const user = await registerFast(site.app);
    const token = (await site.app.inject({ method: 'GET', url: AuthPaths.getToken, cookies: { [SESSION_COOKIE]: user.session } })).json<{ token: string }>().token;
    const response = await site.app.inject({
      method: 'POST',
      url: AuthPaths.loginByToken,
      payload: { method_id: 'app', token, lng: 'en', sign: signAuthToken(SECRET, { method_id: 'app', token, lng: 'en' }) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'token_auth_unavailable' } });
  });
});
