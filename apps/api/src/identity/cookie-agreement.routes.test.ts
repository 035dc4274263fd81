import { CookieAgreementPath, SESSION_COOKIE, SessionPingPath } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { identitySite, registerFast, START } from './identity.fixture';

describe.each(enginesUnderTest())('cookie agreement, session call and page sessions on $name', (engine) => {
  const site = identitySite(engine);

  it('keeps a signed-in person’s cookie-agreement time (never later than the server’s clock) and refuses guests', async () => {
    const { user_id: userId, session } = await registerFast(site.app);
    const agreedAt = Math.floor(START / 1000) - 60;
    const sent = await site.app.inject({ method: 'POST', url: CookieAgreementPath, cookies: { [SESSION_COOKIE]: session }, payload: { cookiesAgreeTime: agreedAt, cookiesAgreeType: 2 } });
    expect(sent.statusCode).toBe(204);
    const [row] = await site.db.query<{ at: Date; type: number }>('select cookies_agreed_at as at, cookies_agree_type as type from users where id = $1', [userId]);
    expect(new Date(row!.at).getTime()).toBe(agreedAt * 1000);
    expect(row!.type).toBe(2);

    const future = await site.app.inject({ method: 'POST', url: CookieAgreementPath, cookies: { [SESSION_COOKIE]: session }, payload: { cookiesAgreeTime: Math.floor(START / 1000) + 86_400 } });
    expect(future.statusCode).toBe(204);
    const [later] = await site.db.query<{ at: Date }>('select cookies_agreed_at as at from users where id = $1', [userId]);
    expect(new Date(later!.at).getTime()).toBe(site.clock.now());

    const guest = await site.app.inject({ method: 'POST', url: CookieAgreementPath, payload: { cookiesAgreeTime: agreedAt } });
    expect(guest.statusCode).toBe(401);
    const bad = await site.app.inject({ method: 'POST', url: CookieAgreementPath, cookies: { [SESSION_COOKIE]: session }, payload: { cookiesAgreeTime: -5 } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the session call as text, uncached', async () => {
    const { session } = await registerFast(site.app);
    const signedIn = await site.app.inject({ method: 'GET', url: SessionPingPath, cookies: { [SESSION_COOKIE]: session } });
    expect(signedIn.body).toBe('active');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await site.app.inject({ method: 'GET', url: SessionPingPath })).body).toBe('guest');
  });

  it('decides a page for the session of its `ua` cookie: the office opens signed in, sign-in is sent to the office', async () => {
    const { session } = await registerFast(site.app);
    const guest = await site.app.inject({ method: 'GET', url: '/en/office/settings' });
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/en/user/login?state=%2Fen%2Foffice%2Fsettings');
    const office = await site.app.inject({ method: 'GET', url: '/en/office/settings', cookies: { [SESSION_COOKIE]: session } });
    expect(office.statusCode).toBe(200);
    expect(office.body).toContain('"hasSession":true');
    const login = await site.app.inject({ method: 'GET', url: '/en/user/login', cookies: { [SESSION_COOKIE]: session } });
    expect(login.statusCode).toBe(302);
  });
});
