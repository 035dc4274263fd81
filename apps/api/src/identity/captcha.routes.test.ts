import {
  CAPTCHA_ANSWER_HEADER,
  CAPTCHA_ID_HEADER,
  CaptchaPaths,
  CaptchaRequiredErrorSchema,
  CaptchaTestControlPath,
  CaptchaTimeSchema,
} from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { freshAddress, identitySite, registerFast, signIn, solvedCaptcha, START } from './identity.fixture';

async function newChallenge(app: FastifyInstance, captchaCode?: number) {
  const challenge = await solvedCaptcha(app, captchaCode);
  return { ...challenge, png: Buffer.from(challenge.image.split(',')[1] ?? '', 'base64') };
}

const captchaCodeOf = (response: { json: () => unknown }) => CaptchaRequiredErrorSchema.parse(response.json()).error.captcha_code;
const wrongAnswer = (answer: string) => answer.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

describe.each(enginesUnderTest())('captcha on $name', (engine) => {
  const site = identitySite(engine);

  it('asks for a captcha after five wrong passwords; the right password with a solved captcha then works', async () => {
    const { app } = site;
    const { user_id: userId, password } = await registerFast(app);
    const ip = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(app, String(userId), 'wrong-password', { ip })).json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    }
    const asked = await signIn(app, String(userId), password, { ip });
    expect(asked.statusCode).toBe(400);
    expect(captchaCodeOf(asked)).toBe(100);

    // A wrong answer spends the challenge: 111, and the same challenge is no good any more.
    const first = await newChallenge(app);
    const wrong = await signIn(app, String(userId), password, { ip, headers: { [CAPTCHA_ID_HEADER]: first.captcha_id, [CAPTCHA_ANSWER_HEADER]: wrongAnswer(first.answer) } });
    expect(captchaCodeOf(wrong)).toBe(111);
    const reused = await signIn(app, String(userId), password, { ip, headers: { [CAPTCHA_ID_HEADER]: first.captcha_id, [CAPTCHA_ANSWER_HEADER]: first.answer } });
    expect(captchaCodeOf(reused)).toBe(111);

    const second = await newChallenge(app);
    const solved = await signIn(app, String(userId), password, { ip, headers: { [CAPTCHA_ID_HEADER]: second.captcha_id, [CAPTCHA_ANSWER_HEADER]: second.answer } });
    expect(solved.json()).toEqual({ status: 'signed_in', user_id: userId });
    // The success resets the login's count; the next sign-in needs no captcha.
    expect((await signIn(app, String(userId), password, { ip })).json()).toEqual({ status: 'signed_in', user_id: userId });
  });

  it('lets a captcha validated beforehand through with its id alone, once', async () => {
    const { app } = site;
    const { user_id: userId, password } = await registerFast(app);
    const ip = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, String(userId), 'wrong-password', { ip });
    const challenge = await newChallenge(app);
    const validated = await app.inject({ method: 'POST', url: CaptchaPaths.validate, payload: { captcha_id: challenge.captcha_id, answer: challenge.answer } });
    expect(validated.json()).toEqual({ valid: true, captcha_code: null });
    expect((await app.inject({ method: 'POST', url: CaptchaPaths.validate, payload: { captcha_id: challenge.captcha_id, answer: challenge.answer } })).json()).toEqual({ valid: false, captcha_code: 111 });
    // A wrong password still counts, and spends the captcha.
    expect((await signIn(app, String(userId), 'still-wrong', { ip, headers: { [CAPTCHA_ID_HEADER]: challenge.captcha_id } })).json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    expect(captchaCodeOf(await signIn(app, String(userId), password, { ip, headers: { [CAPTCHA_ID_HEADER]: challenge.captcha_id } }))).toBe(111);
  });

  it('counts failures per address too, across logins', async () => {
    const { app } = site;
    const ip = freshAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) await signIn(app, `nobody-${attempt}@example.com`, 'x', { ip });
    const { user_id: userId, password } = await registerFast(app);
    expect(captchaCodeOf(await signIn(app, String(userId), password, { ip }))).toBe(100);
    expect((await signIn(app, String(userId), password, { ip: freshAddress() })).json()).toEqual({ status: 'signed_in', user_id: userId });
  });

  it('answers 112 for an expired challenge and forgets failures older than the window', async () => {
    const { app, clock } = site;
    const { user_id: userId, password } = await registerFast(app);
    const ip = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, String(userId), 'wrong-password', { ip });
    const challenge = await newChallenge(app);
    clock.advance(120_000);
    const late = await signIn(app, String(userId), password, { ip, headers: { [CAPTCHA_ID_HEADER]: challenge.captcha_id, [CAPTCHA_ANSWER_HEADER]: challenge.answer } });
    expect(captchaCodeOf(late)).toBe(112);
    expect((await app.inject({ method: 'POST', url: CaptchaPaths.validate, payload: { captcha_id: challenge.captcha_id, answer: challenge.answer } })).json()).toEqual({ valid: false, captcha_code: 112 });
    clock.advance(15 * 60_000);
    expect((await signIn(app, String(userId), password, { ip })).json()).toEqual({ status: 'signed_in', user_id: userId });
  });

  it('demands the strict kind (113, six digits) after ten failures', async () => {
    const { app } = site;
    const { user_id: userId, password } = await registerFast(app);
    const ip = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(app, String(userId), 'wrong-password', { ip });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const challenge = await newChallenge(app);
      await signIn(app, String(userId), 'wrong-password', { ip, headers: { [CAPTCHA_ID_HEADER]: challenge.captcha_id, [CAPTCHA_ANSWER_HEADER]: challenge.answer } });
    }
    expect(captchaCodeOf(await signIn(app, String(userId), password, { ip }))).toBe(113);
    const short = await newChallenge(app);
    expect(short.digits).toBe(4);
    expect(captchaCodeOf(await signIn(app, String(userId), password, { ip, headers: { [CAPTCHA_ID_HEADER]: short.captcha_id, [CAPTCHA_ANSWER_HEADER]: short.answer } }))).toBe(113);
    const strict = await newChallenge(app, 113);
    expect(strict.digits).toBe(6);
    expect(strict.answer).toMatch(/^\d{6}$/);
    const solved = await signIn(app, String(userId), password, { ip, headers: { [CAPTCHA_ID_HEADER]: strict.captcha_id, [CAPTCHA_ANSWER_HEADER]: strict.answer } });
    expect(solved.json()).toEqual({ status: 'signed_in', user_id: userId });
  });

  it('draws a raster image (no markup that could hold the answer), and tells the server time and lifetime', async () => {
    const challenge = await newChallenge(site.app);
    expect(challenge.expires_at).toBe(site.clock.now() + 120_000);
    expect(challenge.image).toMatch(/^data:image\/png;base64,/);
    expect(challenge.png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(challenge.png.toString('latin1')).not.toContain(challenge.answer);
    const time = CaptchaTimeSchema.parse((await site.app.inject({ method: 'GET', url: CaptchaPaths.gettime })).json());
    expect(time).toEqual({ server_time: site.clock.now(), lifetime_seconds: 120 });
    expect(site.clock.now()).toBeGreaterThanOrEqual(START);
  });

  it('refuses a malformed validate and knows no unknown challenge', async () => {
    expect((await site.app.inject({ method: 'POST', url: CaptchaPaths.validate, payload: { captcha_id: 'x', answer: '1' } })).statusCode).toBe(400);
    expect((await site.app.inject({ method: 'POST', url: CaptchaPaths.validate, payload: { captcha_id: '00000000-0000-4000-8000-000000000000', answer: '1234' } })).json()).toEqual({ valid: false, captcha_code: 111 });
    expect((await site.app.inject({ method: 'GET', url: CaptchaTestControlPath('00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);
  });
});
