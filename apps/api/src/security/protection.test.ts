import { AuthPaths, encodeCredential, RetryAfterErrorSchema, SESSION_COOKIE, VerificationPaths } from '@betting/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { FAST_REG, identitySite, outboxOf, registerByPhone } from '../identity/testing';
import { GENEROUS_PROTECTION } from '../testing/app.fixture';
import type { ProtectionSettings } from './request-limits';

/** The production account rules (5 free failures, a wait doubling from 2 s, a 15-minute lock at 10), tight address limits. */
const PROTECTION: ProtectionSettings = {
  account: { freeFailures: 5, delayBaseSeconds: 2, lockFailures: 10, lockSeconds: 900, windowSeconds: 3600 },
  addresses: { ...GENEROUS_PROTECTION.addresses, oneClickRegistration: { max: 30, windowSeconds: 3600 }, signIn: { max: 40, windowSeconds: 600 } },
};

const retryAfterOf = (response: LightMyRequestResponse) => RetryAfterErrorSchema.parse(response.json()).error;

let forwarded = 0;
/** A new made-up client address for X-Forwarded-For each call. */
const forgedAddress = () => {
  forwarded += 1;
  return `203.0.113.${forwarded % 250}`;
};

describe.each(enginesUnderTest())('account protection and per-address limits on $name', (engine) => {
  const site = identitySite(engine, { protection: PROTECTION });

  /** A user with all three aliases: the ID, an e-mail and a phone. */
  async function userWithThreeAliases(app: FastifyInstance) {
    const user = await registerByPhone(app, 'Right-pass-1');
    const email = `aliases.${user.userId}@mail.test`;
    await site.db.query('update users set email = $2 where id = $1', [user.userId, email]);
    return { ...user, email };
  }

  const byLogin = (app: FastifyInstance, login: string, password: string) =>
    app.inject({ method: 'POST', url: AuthPaths.loginByLogin, headers: { 'x-forwarded-for': forgedAddress() }, payload: { uLogin: encodeCredential(login), uPassword: encodeCredential(password), save: false } });
  const byPhone = (app: FastifyInstance, phoneNumber: string, password: string) =>
    app.inject({ method: 'POST', url: AuthPaths.loginByPhone, headers: { 'x-forwarded-for': forgedAddress() }, payload: { phone_number: phoneNumber, country_code: 'ru', uPassword: encodeCredential(password), save: false } });

  it('twenty wrong passwords through the ID, the e-mail and the phone from twenty forwarded addresses lock the account, with a retry-after', async () => {
    const { app, clock } = site;
    const user = await userWithThreeAliases(app);
    const answers: LightMyRequestResponse[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const alias = attempt % 3;
      answers.push(alias === 0 ? await byLogin(app, String(user.userId), `wrong-${attempt}`) : alias === 1 ? await byLogin(app, user.email, `wrong-${attempt}`) : await byPhone(app, user.phoneNumber, `wrong-${attempt}`));
    }
    const codes = answers.map((answer) => (answer.json() as { error: { code: string } }).error.code);
    // Five free failures, then waits (each counted), then the lock: the aliases share one count.
    expect(codes.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => 'invalid_credentials'));
    expect(codes.slice(5, 10)).toEqual(Array.from({ length: 5 }, () => 'account_throttled'));
    expect(codes.slice(10)).toEqual(Array.from({ length: 10 }, () => 'account_locked'));
    const last = answers[19] as LightMyRequestResponse;
    expect(last.statusCode).toBe(429);
    const refusal = retryAfterOf(last);
    expect(refusal.params.retry_after).toBe(900);
    expect(last.headers['retry-after']).toBe('900');

    // Locked means locked: the right password is refused too, through any alias, until the lock is over.
    const right = await byPhone(app, user.phoneNumber, 'Right-pass-1');
    expect(retryAfterOf(right).code).toBe('account_locked');
    clock.advance(900_000);
    const after = await byLogin(app, user.email, 'Right-pass-1');
    expect(after.json()).toEqual({ status: 'signed_in', user_id: user.userId });
    // The success starts the count afresh.
    expect((await byLogin(app, String(user.userId), 'wrong-again')).json()).toMatchObject({ error: { code: 'invalid_credentials' } });
  });

  it('an unknown login gets the same answers as a known one', async () => {
    const { app } = site;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) codes.push(((await byLogin(app, 'nobody.here@mail.test', 'guess')).json() as { error: { code: string } }).error.code);
    expect(codes).toEqual([...Array.from({ length: 5 }, () => 'invalid_credentials'), ...Array.from({ length: 5 }, () => 'account_throttled'), 'account_locked']);
  });

  it('31 one-click registrations from one address: the 31st is refused with a retry-after, whatever X-Forwarded-For says', async () => {
    const { app } = site;
    const remoteAddress = '198.51.100.7';
    const answers = await Promise.all(
      Array.from({ length: 31 }, () => app.inject({ method: 'POST', url: AuthPaths.register, remoteAddress, headers: { 'x-forwarded-for': forgedAddress() }, payload: FAST_REG })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    const refused = answers.find((answer) => answer.statusCode === 429) as LightMyRequestResponse;
    expect(retryAfterOf(refused)).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await app.inject({ method: 'POST', url: AuthPaths.register, remoteAddress: '198.51.100.8', payload: FAST_REG })).statusCode).toBe(201);
  });
});

describe.each(enginesUnderTest())('forwarded headers on $name', (engine) => {
  const plain = identitySite(engine, { protection: { ...GENEROUS_PROTECTION, addresses: { ...GENEROUS_PROTECTION.addresses, signIn: { max: 3, windowSeconds: 600 } } } });
  const proxied = identitySite(engine, { protection: { ...GENEROUS_PROTECTION, addresses: { ...GENEROUS_PROTECTION.addresses, signIn: { max: 3, windowSeconds: 600 } } }, trustProxy: ['127.0.0.1'] });

  const tryFrom = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({ method: 'POST', url: AuthPaths.loginByLogin, headers: { 'x-forwarded-for': forwardedFor }, payload: { uLogin: encodeCredential('someone@mail.test'), uPassword: encodeCredential('x'), save: false } });

  it('without TRUST_PROXY, X-Forwarded-For does not change the address a limit counts', async () => {
    const statuses = [];
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) statuses.push((await tryFrom(plain.app, address)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('from a proxy in TRUST_PROXY, X-Forwarded-For names the client', async () => {
    const statuses = [];
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) statuses.push((await tryFrom(proxied.app, address)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400]);
  });

  it('without TRUST_PROXY or an allowed host, the verification e-mail keeps the site origin under a forged X-Forwarded-Host and Host', async () => {
    const { app } = plain;
    const registered = await app.inject({ method: 'POST', url: AuthPaths.register, payload: FAST_REG });
    const session = registered.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
    const email = `forged.${Date.now()}@mail.test`;
    const asked = await app.inject({
      method: 'POST',
      url: VerificationPaths.request,
      cookies: { [SESSION_COOKIE]: session },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' },
      payload: { lng: 'en', email },
    });
    expect(asked.statusCode).toBe(202);
    const [message] = await outboxOf(app, email);
    expect(message?.body).not.toContain('evil.example');
    expect(message?.body).toMatch(/http:\/\/(localhost|127\.0\.0\.1)[:/]/);
  });
});
