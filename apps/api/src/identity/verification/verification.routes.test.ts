import {
  AuthPaths,
  NewsletterTokenTestControlPath,
  OfficePaths,
  SESSION_COOKIE,
  UserConfigResponseSchema,
  VerificationConfirmResponseSchema,
  VerificationPaths,
  VerificationRequestResponseSchema,
} from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { cookieOf, FAST_REG, identitySite, outboxOf, registerFast } from '../identity.fixture';
import { sha256 } from '../../sessions';

const as = (session: string) => ({ cookies: { [SESSION_COOKIE]: session } });
const HOUR = 3_600_000;

let counter = 0;
const uniqueEmail = (name: string) => {
  counter += 1;
  return `${name}.${counter}.${Date.now()}@mail.test`;
};

async function registerFull(app: FastifyInstance) {
  const email = uniqueEmail('full');
  const response = await app.inject({ method: 'POST', url: AuthPaths.register, payload: { ...FAST_REG, type: 'full_reg', email, password: 'Full-pass-12', name: 'Anna', surname: 'Full', remember: true } });
  expect(response.statusCode).toBe(201);
  return { userId: response.json<{ user_id: number }>().user_id, email, session: cookieOf(response, SESSION_COOKIE)?.value ?? '' };
}

describe.each(enginesUnderTest())('e-mail confirmation and newsletter links on $name', (engine) => {
  const site = identitySite(engine);

  const ask = (session: string, payload: Record<string, unknown>) => site.app.inject({ method: 'POST', url: VerificationPaths.request, payload: { lng: 'en', ...payload }, ...as(session) });
  const confirm = (token: string) => site.app.inject({ method: 'POST', url: VerificationPaths.confirm, payload: { token } });
  const stop = (token: string) => site.app.inject({ method: 'POST', url: VerificationPaths.stopNewsletter, payload: { token } });
  /** The newest e-mail to the address and its link. */
  const mailTo = async (email: string) => {
    const [message] = await outboxOf(site.app, email);
    const link = /(https?:\/\/\S+\/user\/(\w+)\?token=(\S+))/.exec(message?.body ?? '');
    return { message, url: link?.[1], kind: link?.[2], token: decodeURIComponent(link?.[3] ?? '') };
  };
  const configOf = async (session: string) => UserConfigResponseSchema.parse((await site.app.inject({ method: 'GET', url: AuthPaths.userConfig, ...as(session) })).json());

  it('refuses a guest and a bad bearer token', async () => {
    const guest = await site.app.inject({ method: 'POST', url: VerificationPaths.request, payload: { lng: 'en' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ error: { code: 'not_signed_in' } });
    const bad = await site.app.inject({ method: 'POST', url: VerificationPaths.request, payload: { lng: 'en' }, headers: { authorization: 'Bearer a.b.c' } });
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('a one-click account adds an e-mail with an activatefast link; opening it once makes the e-mail its own and confirmed', async () => {
    const { session, user_id: userId } = await registerFast(site.app);
    expect((await ask(session, {})).json()).toMatchObject({ error: { code: 'email_required' } });

    const email = uniqueEmail('fast');
    const asked = await ask(session, { email, lng: 'ru' });
    expect(asked.statusCode).toBe(202);
    expect(VerificationRequestResponseSchema.parse(asked.json())).toEqual({ kind: 'activatefast', email, resend_after_seconds: 60 });
    expect(asked.headers['cache-control']).toBe('no-store');

    const mail = await mailTo(email);
    expect(mail.message).toMatchObject({ channel: 'email', subject: 'Confirm your registration' });
    expect(mail.url).toMatch(/^http:\/\/localhost(:\d+)?\/ru\/user\/activatefast\?token=/);
    expect(mail.message?.body).toContain(String(userId));
    // Only the hash is kept; the e-mail is not the account's until the link is opened.
    const [stored] = await site.db.query<{ token_hash: string }>('select token_hash from email_link_tokens where user_id = $1', [userId]);
    expect(stored?.token_hash).toBe(sha256(mail.token));
    expect((await configOf(session)).result.user_email).toBeNull();

    const confirmed = await confirm(mail.token);
    expect(confirmed.statusCode).toBe(200);
    expect(VerificationConfirmResponseSchema.parse(confirmed.json())).toEqual({ kind: 'activatefast', email, activation_type: 1 });
    const config = (await configOf(session)).result;
    expect(config).toMatchObject({ user_email: email, activation_type: 1 });

    expect((await confirm(mail.token)).json()).toMatchObject({ error: { code: 'invalid_link' } });
    site.clock.advance(61_000);
    expect((await ask(session, {})).json()).toMatchObject({ error: { code: 'already_verified' } });
  });

  it('a fresh registration confirms with activate; after its first day the link is accountverify; an expired link is refused', async () => {
    const { session, email } = await registerFull(site.app);
    expect((await ask(session, { email: uniqueEmail('other') })).json()).toMatchObject({ error: { code: 'email_already_set' } });
    expect((await ask(session, {})).json()).toMatchObject({ kind: 'activate', email });
    const first = await mailTo(email);
    expect(first.kind).toBe('activate');

    site.clock.advance(25 * HOUR);
    expect((await confirm(first.token)).json()).toMatchObject({ error: { code: 'link_expired' } });
    expect((await ask(session, {})).json()).toMatchObject({ kind: 'accountverify', email });
    const second = await mailTo(email);
    expect(second.message?.subject).toBe('Confirm your e-mail');
    expect((await confirm(second.token)).json()).toEqual({ kind: 'accountverify', email, activation_type: 1 });
  });

  it('asks again at most once a minute, and a new link replaces the old one', async () => {
    const { session, email } = await registerFull(site.app);
    expect((await ask(session, {})).statusCode).toBe(202);
    const first = await mailTo(email);
    const again = await ask(session, {});
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: { code: 'too_many_requests' } });

    site.clock.advance(61_000);
    expect((await ask(session, {})).statusCode).toBe(202);
    const second = await mailTo(email);
    expect(second.token).not.toBe(first.token);
    expect((await confirm(first.token)).json()).toMatchObject({ error: { code: 'invalid_link' } });
    expect((await confirm(second.token)).statusCode).toBe(200);
  });

  it('confirmation after binding a phone makes activation_type 2 (e-mail and phone)', async () => {
    const { session, email, userId } = await registerFull(site.app);
    await site.db.query('update users set activation_type = 3 where id = $1', [userId]);
    await ask(session, {});
    expect((await confirm((await mailTo(email)).token)).json()).toMatchObject({ activation_type: 2 });
  });

  it('refuses an e-mail another account has, when asked and when the link is opened', async () => {
    const taken = await registerFull(site.app);
    const { session } = await registerFast(site.app);
    expect((await ask(session, { email: taken.email.toUpperCase() })).json()).toMatchObject({ error: { code: 'email_taken' } });

    const email = uniqueEmail('race');
    const late = await registerFast(site.app);
    expect((await ask(late.session, { email })).statusCode).toBe(202);
    const link = await mailTo(email);
    await site.db.query('update users set email = $2 where id = $1', [taken.userId, email]);
    const refused = await confirm(link.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'email_taken' } });
  });

  it('refuses unknown and malformed tokens', async () => {
    expect((await confirm('A'.repeat(43))).json()).toMatchObject({ error: { code: 'invalid_link' } });
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await stop('B'.repeat(43))).json()).toMatchObject({ error: { code: 'invalid_link' } });
  });

  describe('stopnewsletter', () => {
    it('turns enable_mail_news off without sign-in, keeps the other switches, and works again from the same link', async () => {
      const { session, userId } = await registerFull(site.app);
      const all = { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false };
      expect((await site.app.inject({ method: 'PUT', url: OfficePaths.mailing, payload: all, ...as(session) })).statusCode).toBe(200);

      const issued = await site.app.inject({ method: 'POST', url: NewsletterTokenTestControlPath, payload: { user_id: userId, lng: 'es' } });
      const { token, link } = issued.json<{ token: string; link: string }>();
      expect(link).toMatch(/\/es\/user\/stopnewsletter\?token=/);

      const stopped = await stop(token);
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toEqual({ enable_mail_news: false });
      const mailing = await site.app.inject({ method: 'GET', url: OfficePaths.mailing, ...as(session) });
      expect(mailing.json()).toEqual({ ...all, enable_mail_news: false });
      expect((await stop(token)).statusCode).toBe(200);
    });

    it('a user without a mailing row gets one with news off; a confirmation link is not a stop link; old links expire', async () => {
      const { session, userId, email } = await registerFull(site.app);
      const { token } = (await site.app.inject({ method: 'POST', url: NewsletterTokenTestControlPath, payload: { user_id: userId } })).json<{ token: string }>();
      expect((await stop(token)).statusCode).toBe(200);
      expect((await site.app.inject({ method: 'GET', url: OfficePaths.mailing, ...as(session) })).json()).toMatchObject({ enable_mail_news: false });

      await ask(session, {});
      const confirmation = await mailTo(email);
      expect((await stop(confirmation.token)).json()).toMatchObject({ error: { code: 'invalid_link' } });
      expect((await confirm(token)).json()).toMatchObject({ error: { code: 'invalid_link' } });

      site.clock.advance(366 * 24 * HOUR);
      expect((await stop(token)).json()).toMatchObject({ error: { code: 'link_expired' } });
    });
  });
});
