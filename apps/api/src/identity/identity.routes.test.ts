import {
  AuthPaths,
  CheckSessionResponseSchema,
  encodeCredential,
  RegistrationResponseSchema,
  SESSION_COOKIE,
  SignInResponseSchema,
  TEST_SCOPE_COOKIE,
  TestControlPaths,
  USER_TOKEN_COOKIE,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { DEMO_USER } from '../db/seeds/0006_identity';
import { checkSession, cookieOf, FAST_REG, freshAddress, identityApp, identitySite, registerFast, signIn } from './identity.fixture';
import { argon2idHasher, type PasswordHasher } from './passwords';

/** The real hasher, with every verify call written down. */
function watchedHasher() {
  const verified: string[] = [];
  const hasher: PasswordHasher = {
    hash: (password) => argon2idHasher.hash(password),
    verify: async (passwordHash, password) => {
      verified.push(passwordHash);
      return argon2idHasher.verify(passwordHash, password);
    },
  };
  return { hasher, verified };
}

describe.each(enginesUnderTest())('identity calls on $name', (engine) => {
  const watched = watchedHasher();
  const site = identitySite(engine, { identity: { hasher: watched.hasher } });

  describe('one-click registration', () => {
    it('registers, signs out, signs in with the shown ID and password, and signs out again', async () => {
      const { app, db } = site;
      const ip = freshAddress();
      const registered = await app.inject({ method: 'POST', url: AuthPaths.register, payload: FAST_REG });
      expect(registered.statusCode).toBe(201);
      expect(registered.headers['cache-control']).toBe('no-store');
      const body = RegistrationResponseSchema.parse(registered.json());
      expect(body.password).toMatch(/^[A-Za-z2-9]{12}$/);
      expect(String(body.user_id)).toMatch(/^\d{9}$/);
      const ua = cookieOf(registered, SESSION_COOKIE);
      expect(ua).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(ua?.maxAge).toBeUndefined();
      expect(ua?.secure).toBeUndefined();
      expect(await checkSession(app, ua?.value)).toBe(body.user_id);

      const [user] = await db.query<{ password_hash: string; first_deposit_bonus_choice: number }>('select password_hash, first_deposit_bonus_choice from users where id = $1', [body.user_id]);
      expect(user?.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(user?.password_hash).not.toContain(body.password ?? '-');
      expect(user?.first_deposit_bonus_choice).toBe(1);
      const accounts = await db.query<{ id: string | number; type: number; currency_id: number }>('select id, type, currency_id from wallet_accounts where user_id = $1', [body.user_id]);
      expect(accounts.map((account) => ({ id: Number(account.id), type: account.type, currency_id: account.currency_id }))).toEqual([{ id: body.account_id, type: 0, currency_id: 643 }]);

      const out = await app.inject({ method: 'POST', url: AuthPaths.disconnect, cookies: { [SESSION_COOKIE]: ua?.value ?? '' } });
      expect(out.json()).toEqual({ success: true });
      expect(cookieOf(out, SESSION_COOKIE)).toMatchObject({ value: '', httpOnly: true });
      expect(cookieOf(out, USER_TOKEN_COOKIE)?.value).toBe('');
      expect(await checkSession(app, ua?.value)).toBeNull();

      const signedIn = await signIn(app, String(body.user_id), body.password ?? '', { ip });
      expect(signedIn.statusCode).toBe(200);
      expect(SignInResponseSchema.parse(signedIn.json())).toEqual({ status: 'signed_in', user_id: body.user_id });
      const session = cookieOf(signedIn, SESSION_COOKIE)?.value;
      expect(CheckSessionResponseSchema.parse((await app.inject({ method: 'GET', url: AuthPaths.checkSession, cookies: { [SESSION_COOKIE]: session ?? '' } })).json())).toEqual({ user_id: body.user_id });

      await app.inject({ method: 'POST', url: AuthPaths.disconnect, cookies: { [SESSION_COOKIE]: session ?? '' } });
      const guest = await app.inject({ method: 'GET', url: AuthPaths.checkSession, cookies: { [SESSION_COOKIE]: session ?? '' } });
      expect(guest.json()).toEqual({ user_id: null });
      expect(cookieOf(guest, SESSION_COOKIE)?.value).toBe('');
    });

    it('keeps the ref code and gives every registration its own id and password', async () => {
      const first = await registerFast(site.app, { ref_code: ' PROMO2026 ', first_deposit_bonus_choice: 0 });
      const second = await registerFast(site.app);
      expect(first.user_id).not.toBe(second.user_id);
      expect(first.password).not.toBe(second.password);
      const [row] = await site.db.query<{ ref_code: string }>('select ref_code from users where id = $1', [first.user_id]);
      expect(row?.ref_code).toBe('PROMO2026');
    });

    it('sets a persistent, Secure cookie for `remember` behind an HTTPS proxy it trusts (TRUST_PROXY)', async () => {
      const proxied = await identityApp(engine, { trustProxy: ['127.0.0.1'] });
      try {
        const response = await proxied.app.inject({ method: 'POST', url: AuthPaths.register, headers: { 'x-forwarded-proto': 'https' }, payload: { ...FAST_REG, remember: true } });
        expect(cookieOf(response, SESSION_COOKIE)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 30 * 86_400 });
      } finally {
        await proxied.close();
      }
    });

    it.each([
      ['an unknown currency', { currency_id: 999 }, 400, 'unknown_currency'],
      ['an unknown country', { country_id: 4 }, 400, 'unknown_country'],
      ['a bonus choice out of range', { first_deposit_bonus_choice: 3 }, 400, 'invalid_request'],
      ['an unknown type', { type: 'quick_reg' }, 400, 'invalid_request'],
    ])('refuses %s', async (_label, change, status, code) => {
      const response = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...FAST_REG, ...change } });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ error: { code } });
    });

    it('is refused while site config has registration off', async () => {
      const scope = { [TEST_SCOPE_COOKIE]: 'registration-off' };
      await site.app.inject({ method: 'PUT', url: TestControlPaths.setting('registration_enabled'), cookies: scope, payload: { value: false } });
      const refused = await site.app.inject({ method: 'POST', url: AuthPaths.register, cookies: scope, payload: FAST_REG });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'registration_disabled' } });
      expect(cookieOf(refused, SESSION_COOKIE)).toBeUndefined();
      await site.app.inject({ method: 'DELETE', url: TestControlPaths.settings, cookies: scope });
      expect((await site.app.inject({ method: 'POST', url: AuthPaths.register, cookies: scope, payload: FAST_REG })).statusCode).toBe(201);
    });
  });

  describe('registration with credentials', () => {
    const phoneReg = { ...FAST_REG, type: 'phone_reg', phone_number: '9161234567', country_code: 'ru', password: 'Phone-pass-1' };
    const fullReg = { ...FAST_REG, type: 'full_reg', email: 'Anna.Full@example.com', password: 'Full-pass-12', name: 'Anna', surname: 'Full' };

    it('registers by phone, signs in by phone, and refuses the same phone twice', async () => {
      const registered = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: phoneReg });
      expect(registered.statusCode).toBe(201);
      expect(registered.json().password).toBeNull();
      // +7 is Russia's and Kazakhstan's: the same phone either way.
      const again = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...phoneReg, country_code: 'KZ' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { code: 'phone_taken' } });

      const signedIn = await site.app.inject({
        method: 'POST',
        url: AuthPaths.loginByPhone,
        remoteAddress: freshAddress(),
        payload: { phone_number: '9161234567', country_code: 'RU', uPassword: encodeCredential('Phone-pass-1'), save: 1 },
      });
      expect(signedIn.json()).toEqual({ status: 'signed_in', user_id: registered.json().user_id });
      expect(cookieOf(signedIn, SESSION_COOKIE)?.maxAge).toBe(30 * 86_400);
    });

    it.each([
      ['too short for the country', { phone_number: '91612' }],
      ['too long for the country', { phone_number: '91612345678' }],
    ])('refuses a phone %s', async (_label, change) => {
      const response = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...phoneReg, ...change } });
      expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
    });

    it('registers in full, signs in by e-mail in any case, and refuses the same e-mail twice', async () => {
      const registered = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: fullReg });
      expect(registered.statusCode).toBe(201);
      const again = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...fullReg, email: 'anna.full@EXAMPLE.com' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: { code: 'email_taken' } });
      const signedIn = await signIn(site.app, 'ANNA.FULL@example.com', 'Full-pass-12', { ip: freshAddress() });
      expect(signedIn.json()).toEqual({ status: 'signed_in', user_id: registered.json().user_id });
    });

    it('refuses a short password and social registration without a social token issued by a provider', async () => {
      expect((await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...fullReg, email: 'b@example.com', password: 'short' } })).json()).toMatchObject({ error: { code: 'invalid_request' } });
      const social = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...FAST_REG, type: 'soc_reg', provider: 'google', social_token: 'x' } });
      expect(social.statusCode).toBe(400);
      expect(social.json()).toMatchObject({ error: { code: 'invalid_token' } });
    });
  });

  describe('sign-in', () => {
    it('signs the seeded demo user in by ID, e-mail and phone', async () => {
      const ip = freshAddress();
      expect((await signIn(site.app, String(DEMO_USER.id), DEMO_USER.password, { ip })).json()).toEqual({ status: 'signed_in', user_id: DEMO_USER.id });
      expect((await signIn(site.app, DEMO_USER.email, DEMO_USER.password, { ip })).json()).toEqual({ status: 'signed_in', user_id: DEMO_USER.id });
      const byPhone = await site.app.inject({
        method: 'POST',
        url: AuthPaths.loginByPhone,
        remoteAddress: ip,
        payload: { phone_number: DEMO_USER.phoneNumber, country_code: 'ru', uPassword: encodeCredential(DEMO_USER.password) },
      });
      expect(byPhone.json()).toEqual({ status: 'signed_in', user_id: DEMO_USER.id });
    });

    it('answers an unknown login exactly as a wrong password, after an Argon2 verify against a dummy hash', async () => {
      const { user_id: userId } = await registerFast(site.app);
      const ip = freshAddress();
      const [stored] = await site.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);

      watched.verified.length = 0;
      const wrong = await signIn(site.app, String(userId), 'not-the-password', { ip });
      expect(watched.verified).toEqual([stored?.password_hash]);

      watched.verified.length = 0;
      const unknown = await signIn(site.app, 'nobody@example.com', 'not-the-password', { ip });
      expect(watched.verified).toHaveLength(1);
      expect(watched.verified[0]).toMatch(/^\$argon2id\$/);
      expect(watched.verified[0]).not.toBe(stored?.password_hash);

      watched.verified.length = 0;
      const unknownPhone = await site.app.inject({ method: 'POST', url: AuthPaths.loginByPhone, remoteAddress: ip, payload: { phone_number: '5550001', country_code: 'ZZ', uPassword: encodeCredential('x') } });
      expect(watched.verified).toHaveLength(1);

      for (const response of [unknown, unknownPhone]) {
        expect(response.statusCode).toBe(wrong.statusCode);
        expect(response.body).toBe(wrong.body);
        expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      }
      expect(wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Wrong login or password' } });
    });

    it('refuses credentials that are not base64 of UTF-8', async () => {
      const response = await site.app.inject({ method: 'POST', url: AuthPaths.loginByLogin, payload: { uLogin: 'not base64!', uPassword: encodeCredential('x') } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
    });

    it('refuses a blocked account only once the password is right', async () => {
      const { user_id: userId, password } = await registerFast(site.app);
      await site.db.query("update users set status = 'blocked' where id = $1", [userId]);
      const ip = freshAddress();
      expect((await signIn(site.app, String(userId), 'wrong-password', { ip })).json()).toMatchObject({ error: { code: 'invalid_credentials' } });
      const right = await signIn(site.app, String(userId), password, { ip });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ error: { code: 'account_blocked' } });
    });

    it('ends every session of a user who gets blocked', async () => {
      const { user_id: userId, session } = await registerFast(site.app);
      await site.db.query("update users set status = 'blocked' where id = $1", [userId]);
      expect(await checkSession(site.app, session)).toBeNull();
    });
  });

  describe('sessions', () => {
    it('expires a browser session after a day and a remembered one after 30 days', async () => {
      const browser = await registerFast(site.app);
      const remembered = await registerFast(site.app, { remember: true });
      site.clock.advance(86_400_000);
      expect(await checkSession(site.app, browser.session)).toBeNull();
      expect(await checkSession(site.app, remembered.session)).toBe(remembered.user_id);
      site.clock.advance(29 * 86_400_000);
      expect(await checkSession(site.app, remembered.session)).toBeNull();
    });

    it('knows no guest and no made-up token', async () => {
      expect(await checkSession(site.app, undefined)).toBeNull();
      expect(await checkSession(site.app, 'made-up-token')).toBeNull();
    });

    it('signs out a guest harmlessly', async () => {
      const response = await site.app.inject({ method: 'POST', url: AuthPaths.disconnect });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    });

    it('never answers logout to a GET', async () => {
      expect((await site.app.inject({ method: 'GET', url: AuthPaths.disconnect })).statusCode).toBe(404);
    });
  });
});
