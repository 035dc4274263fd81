import {
  CAPTCHA_ANSWER_HEADER,
  UserTransferCheckCodeResponseSchema,
  UserTransferPaths,
  UserTransferSendCodeResponseSchema,
  UserTransferUserDataResponseSchema,
  userTransferCheckCodePath,
  userTransferSendCodePath,
} from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { checkSession, codeIn, freshAddress, identitySite, outboxOf, registerByPhone, signIn, solvedCaptcha } from '../identity.fixture';

describe.each(enginesUnderTest())('user transfer on $name', (engine) => {
  const site = identitySite(engine);

  const phoneUser = () => registerByPhone(site.app, 'Transfer-pass-1');
  const outbox = (recipient: string) => outboxOf(site.app, recipient);
  async function sendCode(userId: number, phone: string, countryCode = 'RU') {
    const { captcha_id: id, answer } = await solvedCaptcha(site.app);
    return site.app.inject({ method: 'POST', url: userTransferSendCodePath(userId), headers: { [CAPTCHA_ANSWER_HEADER]: answer }, payload: { country_code: countryCode, phone, captcha: id } });
  }
  const checkCode = (userId: number, code: string) => site.app.inject({ method: 'POST', url: userTransferCheckCodePath(userId), payload: { code } });
  const userData = (redirectToken: string) => site.app.inject({ method: 'POST', url: UserTransferPaths.userData, payload: { redirectToken } });

  it('code to the phone, code for a redirect token, token for the ID and a new password that replaces the old one', async () => {
    const user = await phoneUser();
    const sent = await sendCode(user.userId, user.phoneNumber);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(UserTransferSendCodeResponseSchema.parse(sent.json())).toEqual({ status: 'sent', resend_after_seconds: 60, expires_in_seconds: 600 });
    const [message] = await outbox(user.recipient);
    expect(message?.channel).toBe('sms');
    const code = codeIn(message?.body ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const checked = await checkCode(user.userId, code);
    const { redirectToken } = UserTransferCheckCodeResponseSchema.parse(checked.json());
    expect((await checkCode(user.userId, code)).json()).toMatchObject({ error: { code: 'invalid_code' } });

    const data = UserTransferUserDataResponseSchema.parse((await userData(redirectToken)).json());
    expect(data.user.id).toBe(user.userId);
    expect(data.user.password).not.toBe(user.password);
    expect((await signIn(site.app, String(user.userId), data.user.password, { ip: freshAddress() })).json()).toEqual({ status: 'signed_in', user_id: user.userId });
    expect((await signIn(site.app, String(user.userId), user.password, { ip: freshAddress() })).json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    // The registration session ended with the password change, and the token is spent.
    expect(await checkSession(site.app, user.session)).toBeNull();
    expect((await userData(redirectToken)).json()).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('always asks the captcha, and a captcha is good for one try', async () => {
    const user = await phoneUser();
    const { captcha_id: id, answer } = await solvedCaptcha(site.app);
    const wrong = await site.app.inject({ method: 'POST', url: userTransferSendCodePath(user.userId), headers: { [CAPTCHA_ANSWER_HEADER]: answer === '0000' ? '1111' : '0000' }, payload: { country_code: 'RU', phone: user.phoneNumber, captcha: id } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'captcha_required', captcha_code: 111 } });
    const reused = await site.app.inject({ method: 'POST', url: userTransferSendCodePath(user.userId), headers: { [CAPTCHA_ANSWER_HEADER]: answer }, payload: { country_code: 'RU', phone: user.phoneNumber, captcha: id } });
    expect(reused.json()).toMatchObject({ error: { code: 'captcha_required', captcha_code: 111 } });
    expect(await outbox(user.recipient)).toEqual([]);
  });

  it('answers a phone of another account the same and sends nothing; a quick repeat sends nothing new', async () => {
    const user = await phoneUser();
    const other = await phoneUser();
    const mismatch = await sendCode(user.userId, other.phoneNumber);
    expect(mismatch.json()).toEqual({ status: 'sent', resend_after_seconds: 60, expires_in_seconds: 600 });
    expect(await outbox(other.recipient)).toEqual([]);
    expect((await sendCode(123_000_999, user.phoneNumber)).json()).toMatchObject({ status: 'sent' });
    expect(await outbox(user.recipient)).toEqual([]);

    await sendCode(user.userId, user.phoneNumber);
    await sendCode(user.userId, user.phoneNumber);
    expect(await outbox(user.recipient)).toHaveLength(1);
    site.clock.advance(61_000);
    await sendCode(user.userId, user.phoneNumber);
    expect(await outbox(user.recipient)).toHaveLength(2);
  });

  it('counts wrong codes, expires codes and redirect tokens', async () => {
    const user = await phoneUser();
    await sendCode(user.userId, user.phoneNumber);
    const code = codeIn((await outbox(user.recipient))[0]?.body ?? '');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1) expect((await checkCode(user.userId, wrong)).json()).toMatchObject({ error: { code: 'invalid_code' } });
    const last = await checkCode(user.userId, wrong);
    expect(last.statusCode).toBe(429);
    expect((await checkCode(user.userId, code)).json()).toMatchObject({ error: { code: 'too_many_attempts' } });

    site.clock.advance(61_000);
    await sendCode(user.userId, user.phoneNumber);
    const fresh = codeIn((await outbox(user.recipient))[0]?.body ?? '');
    site.clock.advance(600_000);
    expect((await checkCode(user.userId, fresh)).json()).toMatchObject({ error: { code: 'code_expired' } });

    await sendCode(user.userId, user.phoneNumber);
    const third = codeIn((await outbox(user.recipient))[0]?.body ?? '');
    const { redirectToken } = (await checkCode(user.userId, third)).json<{ redirectToken: string }>();
    site.clock.advance(301_000);
    expect((await userData(redirectToken)).json()).toMatchObject({ error: { code: 'invalid_token' } });
    expect((await signIn(site.app, String(user.userId), user.password, { ip: freshAddress() })).json()).toMatchObject({ status: 'signed_in' });
  });

  it('refuses malformed ids and bodies', async () => {
    expect((await site.app.inject({ method: 'POST', url: '/web-api/api/internal/v1/account/user-transfer/send-code/12', payload: { country_code: 'RU', phone: '9250000000', captcha: crypto.randomUUID() } })).statusCode).toBe(400);
    expect((await checkCode(123456789, '12ab56')).statusCode).toBe(400);
    expect((await site.app.inject({ method: 'POST', url: UserTransferPaths.userData, payload: {} })).statusCode).toBe(400);
  });
});
