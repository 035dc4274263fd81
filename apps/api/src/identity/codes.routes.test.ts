import {
  AuthPaths,
  CodeSentResponseSchema,
  PhoneCountriesResponseSchema,
  PhoneMasksResponseSchema,
  SESSION_COOKIE,
  TWO_STEP_COOKIE,
  UserConfigResponseSchema,
  encodeCredential,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { checkSession, codeIn, cookieOf, freshAddress, identitySite, outboxOf, registerByPhone, registerFast, signIn } from './identity.fixture';

describe.each(enginesUnderTest())('one-time codes, phone lists and user config on $name', (engine) => {
  const site = identitySite(engine);

  const phoneUser = (password?: string) => registerByPhone(site.app, password);
  const outbox = (recipient: string) => outboxOf(site.app, recipient);
  const sendSms = (phoneNumber: string) => site.app.inject({ method: 'POST', url: AuthPaths.sendSmsCode, payload: { 'phone-number': phoneNumber, 'phone-code': '7' } });
  const smsLogin = (phoneNumber: string, code: string, save = false) =>
    site.app.inject({ method: 'POST', url: AuthPaths.loginBySms, payload: { 'phone-number': phoneNumber, 'phone-code': '7', 'sms-code': code, save } });

  describe('SMS sign-in', () => {
    it('sends a code through the outbox, keeps only its hash, and signs in with it once', async () => {
      const { userId, phoneNumber, recipient } = await phoneUser();
      const sent = await sendSms(phoneNumber);
      expect(CodeSentResponseSchema.parse(sent.json())).toEqual({ sent: true, resend_after_seconds: 60, expires_in_seconds: 600 });
      const [message] = await outbox(recipient);
      expect(message?.channel).toBe('sms');
      const code = codeIn(message?.body ?? '');
      expect(code).toMatch(/^\d{6}$/);
      const stored = await site.db.query<{ code_hash: string }>('select code_hash from auth_codes where recipient = $1', [recipient]);
      expect(stored.map((row) => row.code_hash)).not.toContain(code);

      const signedIn = await smsLogin(phoneNumber, code, true);
      expect(signedIn.json()).toEqual({ status: 'signed_in', user_id: userId });
      expect(await checkSession(site.app, cookieOf(signedIn, SESSION_COOKIE)?.value)).toBe(userId);
      expect((await smsLogin(phoneNumber, code)).json()).toMatchObject({ error: { code: 'invalid_code' } });
    });

    it('answers an unknown phone the same and sends it nothing; a quick repeat sends nothing new', async () => {
      const unknown = await sendSms('9160000009');
      expect(unknown.json()).toEqual({ sent: true, resend_after_seconds: 60, expires_in_seconds: 600 });
      expect(await outbox('+79160000009')).toEqual([]);
      const { phoneNumber, recipient } = await phoneUser();
      await sendSms(phoneNumber);
      await sendSms(phoneNumber);
      expect(await outbox(recipient)).toHaveLength(1);
      site.clock.advance(60_000);
      await sendSms(phoneNumber);
      const messages = await outbox(recipient);
      expect(messages).toHaveLength(2);
      // Only the newest code works.
      expect((await smsLogin(phoneNumber, codeIn(messages[1]?.body ?? ''))).json()).toMatchObject({ error: { code: 'invalid_code' } });
      expect((await smsLogin(phoneNumber, codeIn(messages[0]?.body ?? ''))).json()).toMatchObject({ status: 'signed_in' });
    });

    it('spends a code after five wrong tries and refuses an expired one', async () => {
      const { phoneNumber, recipient } = await phoneUser();
      await sendSms(phoneNumber);
      const code = codeIn((await outbox(recipient))[0]?.body ?? '');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await smsLogin(phoneNumber, wrong)).json()).toMatchObject({ error: { code: 'invalid_code' } });
      const fifth = await smsLogin(phoneNumber, wrong);
      expect(fifth.statusCode).toBe(429);
      expect((await smsLogin(phoneNumber, code)).json()).toMatchObject({ error: { code: 'too_many_attempts' } });

      site.clock.advance(60_000);
      await sendSms(phoneNumber);
      const fresh = codeIn((await outbox(recipient))[0]?.body ?? '');
      site.clock.advance(600_000);
      expect((await smsLogin(phoneNumber, fresh)).json()).toMatchObject({ error: { code: 'code_expired' } });
    });
  });

  describe('password reset', () => {
    it('resets by a code sent to the phone, ends every session, and the code works once', async () => {
      const { userId, phoneNumber, recipient } = await phoneUser('Old-password-1');
      const before = await signIn(site.app, String(userId), 'Old-password-1', { ip: freshAddress() });
      const oldSession = cookieOf(before, SESSION_COOKIE)?.value;
      const target = { channel: 'sms', phone_number: phoneNumber, phone_code: '7' };
      expect((await site.app.inject({ method: 'POST', url: AuthPaths.passwordResetRequest, payload: target })).json()).toMatchObject({ sent: true });
      const code = codeIn((await outbox(recipient))[0]?.body ?? '');
      const confirm = (password: string) => site.app.inject({ method: 'POST', url: AuthPaths.passwordResetConfirm, payload: { target, code, password } });
      expect((await confirm('New-password-2')).json()).toEqual({ success: true });
      expect((await confirm('Third-password-3')).json()).toMatchObject({ error: { code: 'invalid_code' } });
      expect(await checkSession(site.app, oldSession)).toBeNull();
      const ip = freshAddress();
      expect((await signIn(site.app, String(userId), 'Old-password-1', { ip })).json()).toMatchObject({ error: { code: 'invalid_credentials' } });
      expect((await signIn(site.app, String(userId), 'New-password-2', { ip })).json()).toEqual({ status: 'signed_in', user_id: userId });
    });

    it('resets by e-mail and says nothing about unknown addresses', async () => {
      const registered = await site.app.inject({ method: 'POST', url: AuthPaths.register, payload: { type: 'full_reg', country_id: 276, currency_id: 978, first_deposit_bonus_choice: 2, email: 'Reset.Me@example.com', password: 'Before-reset-1', name: 'Re', surname: 'Set' } });
      const unknown = await site.app.inject({ method: 'POST', url: AuthPaths.passwordResetRequest, payload: { channel: 'email', email: 'nobody@example.com' } });
      const known = await site.app.inject({ method: 'POST', url: AuthPaths.passwordResetRequest, payload: { channel: 'email', email: 'reset.me@example.com' } });
      expect(unknown.body).toBe(known.body);
      expect(await outbox('nobody@example.com')).toEqual([]);
      const [message] = await outbox('reset.me@example.com');
      expect(message?.channel).toBe('email');
      const confirmed = await site.app.inject({ method: 'POST', url: AuthPaths.passwordResetConfirm, payload: { target: { channel: 'email', email: 'RESET.me@example.com' }, code: codeIn(message?.body ?? ''), password: 'After-reset-2' } });
      expect(confirmed.json()).toEqual({ success: true });
      expect((await signIn(site.app, 'reset.me@example.com', 'After-reset-2', { ip: freshAddress() })).json()).toEqual({ status: 'signed_in', user_id: registered.json().user_id });
    });
  });

  describe('two-step sign-in', () => {
    it('asks for a code after the password, binds it to the browser, and signs in with it', async () => {
      const { userId, recipient } = await phoneUser('Two-step-pass-1');
      await site.db.query('update users set two_factor_enabled = true where id = $1', [userId]);
      const first = await signIn(site.app, String(userId), 'Two-step-pass-1', { ip: freshAddress(), save: true });
      expect(first.json()).toEqual({ status: 'two_step_required', channel: 'sms' });
      expect(cookieOf(first, SESSION_COOKIE)).toBeUndefined();
      const pending = cookieOf(first, TWO_STEP_COOKIE);
      expect(pending).toMatchObject({ httpOnly: true, maxAge: 600 });
      const code = codeIn((await outbox(recipient))[0]?.body ?? '');

      const withoutCookie = await site.app.inject({ method: 'POST', url: AuthPaths.loginTwoStep, payload: { code } });
      expect(withoutCookie.json()).toMatchObject({ error: { code: 'code_expired' } });
      const otherBrowser = await site.app.inject({ method: 'POST', url: AuthPaths.loginTwoStep, cookies: { [TWO_STEP_COOKIE]: 'someone-else' }, payload: { code } });
      expect(otherBrowser.json()).toMatchObject({ error: { code: 'invalid_code' } });

      const second = await site.app.inject({ method: 'POST', url: AuthPaths.loginTwoStep, cookies: { [TWO_STEP_COOKIE]: pending?.value ?? '' }, payload: { code, save: false } });
      expect(second.json()).toEqual({ status: 'signed_in', user_id: userId });
      // `remember` chosen at the first step carries over.
      expect(cookieOf(second, SESSION_COOKIE)?.maxAge).toBe(30 * 86_400);
      expect(cookieOf(second, TWO_STEP_COOKIE)?.value).toBe('');
    });
  });

  describe('phone lists', () => {
    it('lists about twenty countries with tel codes, and a mask for each', async () => {
      const countries = PhoneCountriesResponseSchema.parse((await site.app.inject({ method: 'GET', url: AuthPaths.phoneCountries })).json()).items;
      const masks = PhoneMasksResponseSchema.parse((await site.app.inject({ method: 'GET', url: AuthPaths.phoneMasks })).json()).items;
      expect(countries.length).toBeGreaterThanOrEqual(20);
      expect(countries[0]).toEqual({ id: 643, name: 'Russia', country_code: 'RU', tel_code: '7' });
      expect(masks.map((mask) => mask.CountryId)).toEqual(countries.map((country) => country.id));
      for (const mask of masks) {
        expect(mask.Min).toBeLessThanOrEqual(mask.Max);
        expect((mask.Mask.match(/#/g) ?? []).length).toBe(mask.Max);
      }
    });
  });

  describe('user config', () => {
    it('answers the signed-in user’s config (by cookie or bearer), sports sorted; 401 for a guest', async () => {
      const { session, user_id: userId } = await registerFast(site.app, { ref_code: 'FRIEND' });
      await site.db.query("update users set disallow_line_sport = '{40, 1, 7}', disallow_live_sport = '{3, 2}' where id = $1", [userId]);
      const byCookie = await site.app.inject({ method: 'GET', url: AuthPaths.userConfig, cookies: { [SESSION_COOKIE]: session } });
      expect(byCookie.headers['cache-control']).toBe('no-store');
      const { result } = UserConfigResponseSchema.parse(byCookie.json());
      expect(result).toMatchObject({ user_id: userId, disallow_line_sport: [1, 7, 40], disallow_live_sport: [2, 3], user_ref_id: 'FRIEND', user_country_code: 'ru', user_country_id: 643, isDataAfterRegistration: true, ban_level: 0 });
      const { token } = (await site.app.inject({ method: 'GET', url: AuthPaths.getToken, cookies: { [SESSION_COOKIE]: session } })).json<{ token: string }>();
      expect((await site.app.inject({ method: 'GET', url: AuthPaths.userConfig, headers: { authorization: `Bearer ${token}` } })).json().result.user_id).toBe(userId);
      const guest = await site.app.inject({ method: 'GET', url: AuthPaths.userConfig });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    });

    it('signs in by phone under another country of the same tel code, with a non-Latin password', async () => {
      const { userId, phoneNumber } = await phoneUser('Ёжик-пароль-1');
      const response = await site.app.inject({ method: 'POST', url: AuthPaths.loginByPhone, remoteAddress: freshAddress(), payload: { phone_number: phoneNumber, country_code: 'KZ', uPassword: encodeCredential('Ёжик-пароль-1') } });
      expect(response.json()).toEqual({ status: 'signed_in', user_id: userId });
    });
  });
});
