import { activationTypeAfterPhoneBinding } from '@betting/auth';
import {
  ApiErrorSchema,
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  CodeSentResponseSchema,
  OfficePaths,
  PhoneBindingBodySchema,
  PhoneBindingConfirmBodySchema,
  RemoveSecurityQuestionBodySchema,
  SecurityQuestionPath,
  SecurityQuestionResponseSchema,
  SetSecurityQuestionBodySchema,
  normalisedSecurityAnswer,
  SecurityResponseSchema,
  TwoFactorBodySchema,
  newPasswordProblem,
} from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CODE_POLICY, consumeCode, issueCode, sentRecently } from '../codes.repository';
import { countFailures, recordLoginAttempt } from '../login-attempts.repository';
import { setPasswordHash } from '../users.repository';
import { findPhoneCountry, findUserById, type UserRecord } from '../users.repository';
import { phoneRecipient } from '../two-step';
import type { ProfileDeps } from './deps';
import { bindPhone, phoneTakenByOther, readSecurityQuestion, readSecurityRow, revokeOtherSessions, setSecurityQuestion, setTwoFactor } from './profile.repository';
import { securityStateOf } from './protection';
import { refuseOffice, signedInCaller } from '../../sessions';

/** Wrong current passwords allowed (since the last right one, within the captcha window) before a pause. */
export const PASSWORD_CONFIRM_FAILURES_ALLOWED = 5;
const confirmKey = (userId: number) => `office-confirm:${userId}`;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

/** Change password, the protection level, two-factor on/off and phone binding. */
export const securityRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  const { db, clock, hasher } = deps;

  const securityState = async (userId: number, reply: FastifyReply) => {
    const row = await readSecurityRow(db, userId);
    return row ? securityStateOf(row, clock.now()) : refuseOffice(reply, 401, 'not_signed_in');
  };

  /**
   * The current password confirms a change. Failures count like sign-in failures (per user and per address), and
   * after PASSWORD_CONFIRM_FAILURES_ALLOWED the user waits out the window: a stolen session cannot guess it.
   */
  const confirmPassword = async (request: FastifyRequest, reply: FastifyReply, userId: number, password: string): Promise<UserRecord | undefined> => {
    const now = clock.now();
    const failures = await countFailures(db, confirmKey(userId), request.ip, now);
    if (failures.login >= PASSWORD_CONFIRM_FAILURES_ALLOWED) {
      await refuseOffice(reply, 429, 'too_many_requests');
      return undefined;
    }
    const user = await findUserById(db, userId);
    const right = user !== undefined && (await hasher.verify(user.passwordHash, password));
    await recordLoginAttempt(db, confirmKey(userId), request.ip, right, now);
    if (!right) {
      await refuseOffice(reply, 400, 'wrong_password');
      return undefined;
    }
    return user;
  };

  app.get(OfficePaths.security, { schema: { response: { 200: SecurityResponseSchema, ...errors } } }, async (request, reply) => securityState(signedInCaller(request).userId, reply));

  // The security question: read (the question only), set or replace, remove; the current password confirms a change.
  app.get(SecurityQuestionPath, { schema: { response: { 200: SecurityQuestionResponseSchema, ...errors } } }, async (request) => ({
    question: await readSecurityQuestion(db, signedInCaller(request).userId),
  }));

  app.put(SecurityQuestionPath, { schema: { body: SetSecurityQuestionBodySchema, response: { 200: SecurityQuestionResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const { question, answer, password } = request.body;
    if (!(await confirmPassword(request, reply, userId, password))) return reply;
    const answerHash = await hasher.hash(normalisedSecurityAnswer(answer));
    await setSecurityQuestion(db, userId, { question, answerHash });
    return { question };
  });

  app.delete(SecurityQuestionPath, { schema: { body: RemoveSecurityQuestionBodySchema, response: { 200: SecurityQuestionResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    if (!(await confirmPassword(request, reply, userId, request.body.password))) return reply;
    await setSecurityQuestion(db, userId, null);
    return { question: null };
  });

  app.post(OfficePaths.password, { schema: { body: ChangePasswordBodySchema, response: { 200: ChangePasswordResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId, sessionId } = signedInCaller(request);
    const { current_password: current, new_password: next } = request.body;
    const user = await findUserById(db, userId);
    if (!user) return refuseOffice(reply, 401, 'not_signed_in');
    const problem = newPasswordProblem(next, { current, logins: [String(user.id), user.email ?? ''] });
    if (problem) return refuseOffice(reply, 400, 'weak_password', { reason: problem, field: 'new_password' });
    if (!(await confirmPassword(request, reply, userId, current))) return reply;
    const passwordHash = await hasher.hash(next);
    const now = clock.now();
    const ended = await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash, new Date(now));
      return revokeOtherSessions(tx, userId, sessionId, now);
    });
    return { success: true as const, ended_sessions: ended };
  });

  app.put(OfficePaths.twoFactor, { schema: { body: TwoFactorBodySchema, response: { 200: SecurityResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const user = await confirmPassword(request, reply, userId, request.body.password);
    if (!user) return reply;
    if (request.body.enabled && user.phoneNumber === null && user.email === null) return refuseOffice(reply, 409, 'two_factor_unavailable');
    await setTwoFactor(db, userId, request.body.enabled);
    return securityState(userId, reply);
  });

  app.post(OfficePaths.phoneBinding, { schema: { body: PhoneBindingBodySchema, response: { 200: CodeSentResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const { country_code: countryCode, phone_number: phoneNumber } = request.body;
    const country = await findPhoneCountry(db, countryCode);
    if (!country || phoneNumber.length < country.minLength || phoneNumber.length > country.maxLength) return refuseOffice(reply, 400, 'invalid_request', { field: 'phone_number' });
    if (await phoneTakenByOther(db, userId, country.telCode, phoneNumber)) return refuseOffice(reply, 409, 'phone_taken');
    const recipient = phoneRecipient(country.telCode, phoneNumber);
    const now = clock.now();
    if (await sentRecently(db, 'phone_binding', recipient, now)) return refuseOffice(reply, 429, 'too_many_requests');
    await db.transaction((tx) => issueCode(tx, { purpose: 'phone_binding', userId, channel: 'sms', recipient }, now, deps.random));
    return { sent: true as const, resend_after_seconds: CODE_POLICY.resendAfterSeconds, expires_in_seconds: CODE_POLICY.lifetimeSeconds };
  });

  app.post(OfficePaths.phoneBindingConfirm, { schema: { body: PhoneBindingConfirmBodySchema, response: { 200: SecurityResponseSchema, ...errors } } }, async (request, reply) => {
    const { userId } = signedInCaller(request);
    const { country_code: countryCode, phone_number: phoneNumber, code } = request.body;
    const country = await findPhoneCountry(db, countryCode);
    if (!country) return refuseOffice(reply, 400, 'invalid_code');
    const checked = await consumeCode(db, 'phone_binding', { recipient: phoneRecipient(country.telCode, phoneNumber) }, code, clock.now());
    // A code sent for another user's binding of this phone is not this user's to spend.
    if (!checked.ok || checked.userId !== userId) {
      const failure = checked.ok ? 'invalid_code' : checked.code;
      const known = failure === 'code_expired' || failure === 'too_many_attempts' ? failure : 'invalid_code';
      return refuseOffice(reply, known === 'too_many_attempts' ? 429 : 400, known);
    }
    const bound = await db.transaction(async (tx) => {
      if (await phoneTakenByOther(tx, userId, country.telCode, phoneNumber)) return false;
      const row = await readSecurityRow(tx, userId);
      if (!row) return false;
      await bindPhone(tx, userId, { countryId: country.id, telCode: country.telCode, number: phoneNumber }, activationTypeAfterPhoneBinding(row.activationType));
      return true;
    });
    if (!bound) return refuseOffice(reply, 409, 'phone_taken');
    return securityState(userId, reply);
  });
};
