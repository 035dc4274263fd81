import {
  AuthPaths,
  ChangePasswordResponseSchema,
  CodeSentResponseSchema,
  IdeaResponseSchema,
  MailingSettingsSchema,
  OfficePaths,
  PersonalDataResponseSchema,
  SecurityResponseSchema,
  SESSION_COOKIE,
  SupportHistoryResponseSchema,
  SupportRequestSchema,
  UserConfigResponseSchema,
} from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { DEMO_USER } from '../../db/seeds/0006_identity';
import { checkSession, cookieOf, FAST_REG, freshAddress, identitySite, registerFast, signIn } from '../identity.fixture';
import { MESSAGES_PER_HOUR } from './mailing-support.routes';
import { PASSWORD_CONFIRM_FAILURES_ALLOWED } from './security.routes';

const FULL_DATA = {
  date_birthday: '1990-05-17',
  name: 'Anna',
  surname: 'Full',
  passport: '4510 123456',
  passport_date: '2010-06-01',
  passport_end_date: '2030-06-01',
  registration_address: 'Lenina 1, Moscow',
  document_type_id: 1,
  inn: '7707083893',
};

let emails = 0;
async function registerWithEmail(app: FastifyInstance) {
  emails += 1;
  const email = `office.${emails}.${Date.now()}@example.com`;
  const password = 'Full-pass-12';
  const response = await app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...FAST_REG, type: 'full_reg', email, password, name: 'Anna', surname: 'Full' } });
  expect(response.statusCode).toBe(201);
  return { userId: response.json<{ user_id: number }>().user_id, email, password, session: cookieOf(response, SESSION_COOKIE)?.value ?? '' };
}

const as = (session: string) => ({ cookies: { [SESSION_COOKIE]: session } });

describe.each(enginesUnderTest())('office personal calls on $name', (engine) => {
  const site = identitySite(engine);

  describe('sessions', () => {
    it.each([
      ['GET', OfficePaths.personalData],
      ['PUT', OfficePaths.personalData],
      ['GET', OfficePaths.security],
      ['POST', OfficePaths.password],
      ['PUT', OfficePaths.twoFactor],
      ['POST', OfficePaths.phoneBinding],
      ['POST', OfficePaths.phoneBindingConfirm],
      ['GET', OfficePaths.mailing],
      ['PUT', OfficePaths.mailing],
      ['GET', OfficePaths.supportRequests],
      ['POST', OfficePaths.supportRequests],
      ['POST', OfficePaths.ideas],
    ] as const)('%s %s answers a guest 401 not_signed_in, even with a bad body', async (method, url) => {
      const response = await site.app.inject({ method, url, payload: method === 'GET' ? undefined : { nonsense: true } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    });

    it('answers a bad bearer token 401 invalid_token, and nothing is cached', async () => {
      const { session } = await registerFast(site.app);
      const bad = await site.app.inject({ method: 'GET', url: OfficePaths.security, headers: { authorization: 'Bearer abc.def.ghi' }, ...as(session) });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ error: { code: 'invalid_token' } });
      const good = await site.app.inject({ method: 'GET', url: OfficePaths.security, ...as(session) });
      expect(good.statusCode).toBe(200);
      expect(good.headers['cache-control']).toBe('no-store');
    });
  });

  describe('personal data', () => {
    it('starts empty and not filled, keeps a full form, and the user config shows it', async () => {
      const { app } = site;
      const { session } = await registerFast(app);
      const empty = z.parse(PersonalDataResponseSchema, (await app.inject({ method: 'GET', url: OfficePaths.personalData, ...as(session) })).json());
      expect(empty.is_filled).toBe(false);
      expect(empty.missing_fields).toEqual(['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address']);

      const saved = await app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: { ...FULL_DATA, name: '  Anna ' }, ...as(session) });
      expect(saved.statusCode).toBe(200);
      expect(z.parse(PersonalDataResponseSchema, saved.json())).toEqual({ user_data: FULL_DATA, is_filled: true, missing_fields: [] });
      const again = z.parse(PersonalDataResponseSchema, (await app.inject({ method: 'GET', url: OfficePaths.personalData, ...as(session) })).json());
      expect(again.user_data).toEqual(FULL_DATA);
      const config = z.parse(UserConfigResponseSchema, (await app.inject({ method: 'GET', url: AuthPaths.userConfig, ...as(session) })).json());
      expect(config.result.user_data).toEqual(FULL_DATA);

      const cleared = z.parse(PersonalDataResponseSchema, (await app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: { ...FULL_DATA, passport: null }, ...as(session) })).json());
      expect(cleared).toMatchObject({ is_filled: false, missing_fields: ['passport'] });
    });

    it('refuses someone under 18 by the server clock, an impossible date, and a malformed field, keeping the stored data', async () => {
      const { app, clock } = site;
      const { session } = await registerFast(app);
      await app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: FULL_DATA, ...as(session) });
      const tomorrow = new Date(clock.now() + 86_400_000).toISOString().slice(0, 10);
      const eighteenTomorrow = `${Number(tomorrow.slice(0, 4)) - 18}${tomorrow.slice(4)}`;
      const young = await app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: { ...FULL_DATA, date_birthday: eighteenTomorrow, passport_date: null }, ...as(session) });
      expect(young.statusCode).toBe(400);
      expect(young.json()).toMatchObject({ error: { code: 'too_young', params: { field: 'date_birthday' } } });

      // Just past midnight UTC (the session, a day long, is still open).
      clock.advance(86_400_000 - (clock.now() % 86_400_000) + 1000);
      const adult = await app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: { ...FULL_DATA, date_birthday: eighteenTomorrow, passport_date: null }, ...as(session) });
      expect(adult.statusCode).toBe(200);

      const backwards = await app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: { ...FULL_DATA, passport_end_date: '2009-01-01' }, ...as(session) });
      expect(backwards.json()).toMatchObject({ error: { code: 'invalid_date', params: { field: 'passport_end_date' } } });
      const malformed = await app.inject({ method: 'PUT', url: OfficePaths.personalData, payload: { ...FULL_DATA, inn: '12' }, ...as(session) });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: { code: 'invalid_request' } });
      const kept = z.parse(PersonalDataResponseSchema, (await app.inject({ method: 'GET', url: OfficePaths.personalData, ...as(session) })).json());
      expect(kept.user_data.date_birthday).toBe(eighteenTomorrow);
    });
  });

  describe('password change', () => {
    it('needs the right current password and a strong new one, then ends the other sessions only', async () => {
      const { app, db } = site;
      const { user_id: userId, password, session } = await registerFast(app);
      const other = cookieOf(await signIn(app, String(userId), password, { ip: freshAddress() }), SESSION_COOKIE)?.value;
      expect(await checkSession(app, other)).toBe(userId);

      const wrong = await app.inject({ method: 'POST', url: OfficePaths.password, payload: { current_password: 'not-it-123', new_password: 'NewPass2026' }, ...as(session) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: { code: 'wrong_password' } });
      const weak = await app.inject({ method: 'POST', url: OfficePaths.password, payload: { current_password: password, new_password: `pw${userId}` }, ...as(session) });
      expect(weak.json()).toMatchObject({ error: { code: 'weak_password', params: { reason: 'contains_login' } } });

      const changed = await app.inject({ method: 'POST', url: OfficePaths.password, payload: { current_password: password, new_password: 'NewPass2026' }, ...as(session) });
      expect(changed.statusCode).toBe(200);
      expect(z.parse(ChangePasswordResponseSchema, changed.json())).toEqual({ success: true, ended_sessions: 1 });
      expect(await checkSession(app, other)).toBeNull();
      expect(await checkSession(app, session)).toBe(userId);
      const [row] = await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
      expect(row?.password_hash.startsWith('$argon2id$')).toBe(true);

      expect((await signIn(app, String(userId), password, { ip: freshAddress() })).statusCode).toBe(400);
      expect((await signIn(app, String(userId), 'NewPass2026', { ip: freshAddress() })).statusCode).toBe(200);
      const security = z.parse(SecurityResponseSchema, (await app.inject({ method: 'GET', url: OfficePaths.security, ...as(session) })).json());
      expect(security).toMatchObject({ changed_pass_day_count: 0, protection_methods: { is_changed_password: true } });
    });

    it(`pauses after ${PASSWORD_CONFIRM_FAILURES_ALLOWED} wrong current passwords, even for the right one`, async () => {
      const { app } = site;
      const { password, session } = await registerFast(app);
      for (let attempt = 0; attempt < PASSWORD_CONFIRM_FAILURES_ALLOWED; attempt += 1) {
        const response = await app.inject({ method: 'POST', url: OfficePaths.password, payload: { current_password: `wrong-${attempt}`, new_password: 'NewPass2026' }, ...as(session) });
        expect(response.json()).toMatchObject({ error: { code: 'wrong_password' } });
      }
      const paused = await app.inject({ method: 'POST', url: OfficePaths.password, payload: { current_password: password, new_password: 'NewPass2026' }, ...as(session) });
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    });
  });

  describe('protection', () => {
    it('counts methods into the level, and two-factor on makes sign-in ask for a code', async () => {
      const { app } = site;
      const user = await registerWithEmail(app);
      const before = z.parse(SecurityResponseSchema, (await app.inject({ method: 'GET', url: OfficePaths.security, ...as(user.session) })).json());
      expect(before).toMatchObject({ protection_level: 20, protection_status: 'bad', protection_methods: { enable_email_auth: true, enable_two_factor_auth: false }, can_enable_two_factor: true });

      const refused = await app.inject({ method: 'PUT', url: OfficePaths.twoFactor, payload: { enabled: true, password: 'nope-1234' }, ...as(user.session) });
      expect(refused.json()).toMatchObject({ error: { code: 'wrong_password' } });
      const on = z.parse(SecurityResponseSchema, (await app.inject({ method: 'PUT', url: OfficePaths.twoFactor, payload: { enabled: true, password: user.password }, ...as(user.session) })).json());
      expect(on).toMatchObject({ protection_level: 55, protection_status: 'normal', protection_methods: { enable_two_factor_auth: true } });
      const signInAgain = await signIn(app, user.email, user.password, { ip: freshAddress() });
      expect(signInAgain.json()).toMatchObject({ status: 'two_step_required', channel: 'email' });

      const off = z.parse(SecurityResponseSchema, (await app.inject({ method: 'PUT', url: OfficePaths.twoFactor, payload: { enabled: false, password: user.password }, ...as(user.session) })).json());
      expect(off.protection_level).toBe(20);
    });

    it('refuses two-factor to a user with neither phone nor e-mail', async () => {
      const { password, session } = await registerFast(site.app);
      const response = await site.app.inject({ method: 'PUT', url: OfficePaths.twoFactor, payload: { enabled: true, password }, ...as(session) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'two_factor_unavailable' } });
    });

    it('binds a phone with the code sent to it: activation 0 → 3, 1 → 2, and never a phone of another user', async () => {
      const { app, db } = site;
      const { user_id: userId, session } = await registerFast(app);
      const number = `900${String(userId).slice(-7)}`;
      const taken = await app.inject({ method: 'POST', url: OfficePaths.phoneBinding, payload: { country_code: 'ru', phone_number: DEMO_USER.phoneNumber }, ...as(session) });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error: { code: 'phone_taken' } });

      const sent = await app.inject({ method: 'POST', url: OfficePaths.phoneBinding, payload: { country_code: 'ru', phone_number: number }, ...as(session) });
      expect(z.parse(CodeSentResponseSchema, sent.json()).sent).toBe(true);
      const [message] = await db.query<{ body: string }>('select body from outbox_messages where recipient = $1 order by id desc limit 1', [`+7${number}`]);
      const code = /\d{6}/.exec(message?.body ?? '')?.[0] ?? '';
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await app.inject({ method: 'POST', url: OfficePaths.phoneBindingConfirm, payload: { country_code: 'RU', phone_number: number, code: wrongCode }, ...as(session) });
      expect(wrong.json()).toMatchObject({ error: { code: 'invalid_code' } });

      const bound = await app.inject({ method: 'POST', url: OfficePaths.phoneBindingConfirm, payload: { country_code: 'RU', phone_number: number, code }, ...as(session) });
      expect(bound.statusCode).toBe(200);
      const state = z.parse(SecurityResponseSchema, bound.json());
      expect(state).toMatchObject({ activation_type: 3, protection_methods: { enable_phone_binding: true }, protection_level: 25 });
      expect(state.phone).toMatch(/^\+7 900•+\d{4}$/);

      await db.query('update users set activation_type = 1 where id = $1', [userId]);
      const second = `901${String(userId).slice(-7)}`;
      await app.inject({ method: 'POST', url: OfficePaths.phoneBinding, payload: { country_code: 'ru', phone_number: second }, ...as(session) });
      const [again] = await db.query<{ body: string }>('select body from outbox_messages where recipient = $1 order by id desc limit 1', [`+7${second}`]);
      const rebound = await app.inject({ method: 'POST', url: OfficePaths.phoneBindingConfirm, payload: { country_code: 'ru', phone_number: second, code: /\d{6}/.exec(again?.body ?? '')?.[0] ?? '' }, ...as(session) });
      expect(z.parse(SecurityResponseSchema, rebound.json()).activation_type).toBe(2);
    });
  });

  describe('mailing settings', () => {
    it('start off, need an e-mail for mail and a phone for SMS, and are kept', async () => {
      const { app } = site;
      const fast = await registerFast(app);
      const off = { enable_mail_news: false, enable_mail_deposit: false, enable_mail_bets: false, enable_sms_news: false };
      expect(z.parse(MailingSettingsSchema, (await app.inject({ method: 'GET', url: OfficePaths.mailing, ...as(fast.session) })).json())).toEqual(off);
      expect((await app.inject({ method: 'PUT', url: OfficePaths.mailing, payload: { ...off, enable_mail_bets: true }, ...as(fast.session) })).json()).toMatchObject({ error: { code: 'email_required' } });
      expect((await app.inject({ method: 'PUT', url: OfficePaths.mailing, payload: { ...off, enable_sms_news: true }, ...as(fast.session) })).json()).toMatchObject({ error: { code: 'phone_required' } });

      const user = await registerWithEmail(app);
      const wanted = { ...off, enable_mail_news: true, enable_mail_deposit: true };
      expect((await app.inject({ method: 'PUT', url: OfficePaths.mailing, payload: wanted, ...as(user.session) })).json()).toEqual(wanted);
      expect((await app.inject({ method: 'PUT', url: OfficePaths.mailing, payload: { ...wanted, enable_mail_news: false }, ...as(user.session) })).json()).toEqual({ ...wanted, enable_mail_news: false });
      expect((await app.inject({ method: 'GET', url: OfficePaths.mailing, ...as(user.session) })).json()).toEqual({ ...wanted, enable_mail_news: false });
    });
  });

  describe('support requests and ideas', () => {
    it('keeps requests, lists only the user’s own newest first, and caps them per hour', async () => {
      const { app, clock } = site;
      const { session } = await registerFast(app);
      const stranger = await registerFast(app);
      await app.inject({ method: 'POST', url: OfficePaths.supportRequests, payload: { topic: 'other', message: 'Not yours to read, ever.' }, ...as(stranger.session) });

      const sent: number[] = [];
      for (let index = 0; index < MESSAGES_PER_HOUR; index += 1) {
        clock.advance(1000);
        const response = await app.inject({ method: 'POST', url: OfficePaths.supportRequests, payload: { topic: 'deposit', message: `  My deposit number ${index} has not arrived  ` }, ...as(session) });
        expect(response.statusCode).toBe(201);
        const request = z.parse(SupportRequestSchema, response.json());
        expect(request).toMatchObject({ topic: 'deposit', message: `My deposit number ${index} has not arrived`, status: 'open', created_at: new Date(clock.now()).toISOString() });
        sent.push(request.id);
      }
      const capped = await app.inject({ method: 'POST', url: OfficePaths.supportRequests, payload: { topic: 'bets', message: 'One more question here' }, ...as(session) });
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toMatchObject({ error: { code: 'too_many_requests' } });

      const history = z.parse(SupportHistoryResponseSchema, (await app.inject({ method: 'GET', url: OfficePaths.supportRequests, ...as(session) })).json());
      expect(history.total_count).toBe(MESSAGES_PER_HOUR);
      expect(history.entities.map((request) => request.id)).toEqual([...sent].reverse());
      const beyond = z.parse(SupportHistoryResponseSchema, (await app.inject({ method: 'GET', url: `${OfficePaths.supportRequests}?page=2`, ...as(session) })).json());
      expect(beyond).toEqual({ entities: [], total_count: MESSAGES_PER_HOUR });

      clock.advance(3_600_000);
      expect((await app.inject({ method: 'POST', url: OfficePaths.supportRequests, payload: { topic: 'bets', message: 'One more question here' }, ...as(session) })).statusCode).toBe(201);
    });

    it.each([
      ['an unknown topic', { topic: 'weather', message: 'A long enough message' }],
      ['a message under 10 characters', { topic: 'bets', message: 'short' }],
      ['a message over 2000 characters', { topic: 'bets', message: 'x'.repeat(2001) }],
    ])('refuses %s as invalid_request', async (_case, payload) => {
      const { session } = await registerFast(site.app);
      const response = await site.app.inject({ method: 'POST', url: OfficePaths.supportRequests, payload, ...as(session) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_request' } });
    });

    it('stores an idea', async () => {
      const { app, db } = site;
      const { user_id: userId, session } = await registerFast(app);
      const response = await app.inject({ method: 'POST', url: OfficePaths.ideas, payload: { message: 'Add a dark theme for the coupon' }, ...as(session) });
      expect(response.statusCode).toBe(201);
      const idea = z.parse(IdeaResponseSchema, response.json());
      const rows = await db.query<{ user_id: number; message: string }>('select user_id, message from ideas where id = $1', [idea.id]);
      expect(rows).toEqual([{ user_id: userId, message: 'Add a dark theme for the coupon' }]);
    });
  });
});
