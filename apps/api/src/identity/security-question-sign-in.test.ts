import { AuthPaths, SECURITY_QUESTION_COOKIE, SESSION_COOKIE, SecurityQuestionPath, TWO_STEP_COOKIE } from '@betting/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../db/testing/engines';
import { DEFAULT_PROTECTION } from '../security/request-limits';
import { GENEROUS_PROTECTION } from '../testing/app.fixture';
import { checkSession, codeIn, cookieOf, freshAddress, identitySite, outboxOf, registerByPhone, signIn } from './identity.fixture';

const QUESTION = 'Name of my first dog?';

describe.each(enginesUnderTest())('the security question asked at sign-in on $name', (engine) => {
  const site = identitySite(engine);

  /** A bettor registered by phone who set a security question in the office. */
  const bettorWithQuestion = async (password: string, app: FastifyInstance = site.app) => {
    const user = await registerByPhone(app, password);
    const set = await app.inject({ method: 'PUT', url: SecurityQuestionPath, cookies: { [SESSION_COOKIE]: user.session }, payload: { question: QUESTION, answer: 'Rex the Great', password } });
    expect(set.statusCode).toBe(200);
    return user;
  };
  const pendingOf = (response: LightMyRequestResponse) => cookieOf(response, SECURITY_QUESTION_COOKIE)?.value ?? '';
  const answer = (app: FastifyInstance, pending: string, text: string, save?: boolean) =>
    app.inject({ method: 'POST', url: AuthPaths.loginSecurityQuestion, remoteAddress: freshAddress(), cookies: pending ? { [SECURITY_QUESTION_COOKIE]: pending } : {}, payload: { answer: text, ...(save === undefined ? {} : { save }) } });
  const errorOf = (response: LightMyRequestResponse) => response.json<{ error?: { code: string } }>().error?.code ?? response.body;

  it('asks the question after a right password, refuses a wrong answer, and signs in with the right one', async () => {
    const user = await bettorWithQuestion('Question-pass-1');
    const first = await signIn(site.app, String(user.userId), 'Question-pass-1', { ip: freshAddress(), save: true });
    expect(first.json()).toEqual({ status: 'security_question_required', question: QUESTION });
    expect(cookieOf(first, SESSION_COOKIE)).toBeUndefined();
    expect(cookieOf(first, SECURITY_QUESTION_COOKIE)).toMatchObject({ httpOnly: true, maxAge: 600 });
    const pending = pendingOf(first);

    const withoutCookie = await answer(site.app, '', 'Rex the Great');
    expect([withoutCookie.statusCode, errorOf(withoutCookie)]).toEqual([400, 'security_question_expired']);
    const otherBrowser = await answer(site.app, 'someone-else', 'Rex the Great');
    expect(errorOf(otherBrowser)).toBe('security_question_expired');

    const wrong = await answer(site.app, pending, 'Max');
    expect([wrong.statusCode, errorOf(wrong)]).toEqual([400, 'wrong_security_answer']);
    expect(cookieOf(wrong, SESSION_COOKIE)).toBeUndefined();

    // The answer is compared in its normalised form: case and extra spaces do not matter.
    const right = await answer(site.app, pending, '  rex   THE great ', false);
    expect(right.json()).toEqual({ status: 'signed_in', user_id: user.userId });
    const session = cookieOf(right, SESSION_COOKIE);
    // `remember` chosen with the password carries over.
    expect(session?.maxAge).toBe(30 * 86_400);
    expect(await checkSession(site.app, session?.value)).toBe(user.userId);
    expect(cookieOf(right, SECURITY_QUESTION_COOKIE)?.value).toBe('');
    // Spent: the same step cannot open a second session.
    expect(errorOf(await answer(site.app, pending, 'Rex the Great'))).toBe('security_question_expired');
  });

  it('does not ask for a wrong password, and asks no more once the question is removed', async () => {
    const user = await bettorWithQuestion('Question-pass-2');
    const wrongPassword = await signIn(site.app, String(user.userId), 'Question-pass-x', { ip: freshAddress() });
    expect(errorOf(wrongPassword)).toBe('invalid_credentials');
    expect(cookieOf(wrongPassword, SECURITY_QUESTION_COOKIE)).toBeUndefined();
    const asked = await signIn(site.app, String(user.userId), 'Question-pass-2', { ip: freshAddress() });
    await site.app.inject({ method: 'DELETE', url: SecurityQuestionPath, cookies: { [SESSION_COOKIE]: user.session }, payload: { password: 'Question-pass-2' } });
    // A question removed meanwhile leaves nothing to answer.
    expect(errorOf(await answer(site.app, pendingOf(asked), 'Rex the Great'))).toBe('security_question_expired');
    expect((await signIn(site.app, String(user.userId), 'Question-pass-2', { ip: freshAddress() })).json()).toEqual({ status: 'signed_in', user_id: user.userId });
  });

  it('asks the two-factor code after the right answer when two-factor is on too', async () => {
    const user = await bettorWithQuestion('Question-pass-3');
    await site.db.query('update users set two_factor_enabled = true where id = $1', [user.userId]);
    const first = await signIn(site.app, String(user.userId), 'Question-pass-3', { ip: freshAddress() });
    expect(first.json()).toMatchObject({ status: 'security_question_required' });
    const answered = await answer(site.app, pendingOf(first), 'Rex the Great');
    expect(answered.json()).toEqual({ status: 'two_step_required', channel: 'sms' });
    expect(cookieOf(answered, SESSION_COOKIE)).toBeUndefined();
    const code = codeIn((await outboxOf(site.app, user.recipient))[0]?.body ?? '');
    const second = await site.app.inject({ method: 'POST', url: AuthPaths.loginTwoStep, cookies: { [TWO_STEP_COOKIE]: cookieOf(answered, TWO_STEP_COOKIE)?.value ?? '' }, payload: { code } });
    expect(second.json()).toEqual({ status: 'signed_in', user_id: user.userId });
  });

  it('takes five tries at one step, then the bettor signs in again', async () => {
    const user = await bettorWithQuestion('Question-pass-4');
    const first = await signIn(site.app, String(user.userId), 'Question-pass-4', { ip: freshAddress() });
    const wrongs: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) wrongs.push(errorOf(await answer(site.app, pendingOf(first), `guess ${attempt}`)));
    expect(wrongs).toEqual([...Array.from({ length: 5 }, () => 'wrong_security_answer'), 'security_question_expired']);
    const again = await signIn(site.app, String(user.userId), 'Question-pass-4', { ip: freshAddress() });
    expect((await answer(site.app, pendingOf(again), 'Rex the Great')).json()).toEqual({ status: 'signed_in', user_id: user.userId });
  });

  describe('with the production account protection', () => {
    const guarded = identitySite(engine, { protection: { ...GENEROUS_PROTECTION, account: DEFAULT_PROTECTION.account } });

    it('makes the account wait after its free wrong answers, even through a new right password', async () => {
      const user = await bettorWithQuestion('Question-pass-5', guarded.app);
      const first = await signIn(guarded.app, String(user.userId), 'Question-pass-5', { ip: freshAddress() });
      for (let attempt = 0; attempt < DEFAULT_PROTECTION.account.freeFailures; attempt += 1) {
        expect(errorOf(await answer(guarded.app, pendingOf(first), `guess ${attempt}`))).toBe('wrong_security_answer');
      }
      // The right password again (which resets the password's count) does not wipe out the wrong answers.
      const again = await signIn(guarded.app, String(user.userId), 'Question-pass-5', { ip: freshAddress() });
      expect(again.json()).toMatchObject({ status: 'security_question_required' });
      const held = await answer(guarded.app, pendingOf(again), 'Rex the Great');
      expect([held.statusCode, errorOf(held)]).toEqual([429, 'security_answer_locked']);
      expect(Number(held.headers['retry-after'])).toBe(DEFAULT_PROTECTION.account.delayBaseSeconds);
      expect(cookieOf(held, SESSION_COOKIE)).toBeUndefined();

      guarded.clock.advance(DEFAULT_PROTECTION.account.delayBaseSeconds * 1000);
      expect((await answer(guarded.app, pendingOf(again), 'Rex the Great')).json()).toEqual({ status: 'signed_in', user_id: user.userId });
    });
  });

  it('refuses an empty answer as an invalid request', async () => {
    const response = await answer(site.app, 'anything', '   ');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('invalid_request');
  });
});
