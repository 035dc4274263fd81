import {
  AuthPaths,
  CodeSentResponseSchema,
  PasswordResetConfirmBodySchema,
  PasswordResetConfirmResponseSchema,
  PasswordResetRequestBodySchema,
  SendSmsCodeBodySchema,
  SignInResponseSchema,
  SmsLoginBodySchema,
  TwoStepBodySchema,
  type PasswordResetTarget,
} from '@betting/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressLimited } from '../security/request-limits';
import type { Queryable } from '../db/database';
import type { RandomInt } from './captcha/render';
import { CODE_POLICY, consumeCode, issueCode, sentRecently, type CodePurpose } from './codes.repository';
import { clearTwoStepCookie } from './cookies';
import { refuse } from './errors';
import { loginKeyOf, recordLoginAttempt } from './login-attempts.repository';
import { sha256, revokeUserSessions } from '../sessions';
import { completeSignIn, type SignInDeps } from './sign-in';
import { pendingTwoStepToken, phoneRecipient } from './two-step';
import { findUserByLogin, findUserByPhone, setPasswordHash, type UserRecord } from './users.repository';

const SENT = { sent: true as const, resend_after_seconds: CODE_POLICY.resendAfterSeconds, expires_in_seconds: CODE_POLICY.lifetimeSeconds };

async function resetTargetUser(db: Queryable, target: PasswordResetTarget): Promise<{ user: UserRecord | undefined; recipient: string }> {
  if (target.channel === 'email') {
    const user = await findUserByLogin(db, target.email);
    return { user: user?.email ? user : undefined, recipient: target.email.trim().toLowerCase() };
  }
  return { user: await findUserByPhone(db, target.phone_code, target.phone_number), recipient: phoneRecipient(target.phone_code, target.phone_number) };
}

/** SMS sign-in, the second step of two-factor sign-in, and password reset: codes out through the outbox, back in once. */
export interface CodeRoutesOptions {
  readonly deps: SignInDeps;
  /** The per-address limits' hook for the named calls. */
  readonly limited: (...buckets: AddressLimited[]) => preValidationAsyncHookHandler;
  readonly random?: RandomInt;
}

export const codeRoutes: FastifyPluginAsyncZod<CodeRoutesOptions> = async (app, { deps, limited, random }) => {
  const { db, clock } = deps;

  /** Sends a code when the account exists and none went out a moment ago; the answer never says which. */
  const sendCode = async (purpose: CodePurpose, user: UserRecord | undefined, channel: 'sms' | 'email', recipient: string) => {
    const now = clock.now();
    if (!user || user.status !== 'active' || (await sentRecently(db, purpose, recipient, now))) return;
    await db.transaction((tx) => issueCode(tx, { purpose, userId: user.id, channel, recipient }, now, random));
  };

  app.post(AuthPaths.sendSmsCode, { preValidation: limited('codeSending'), schema: { body: SendSmsCodeBodySchema, response: { 200: CodeSentResponseSchema } } }, async (request) => {
    const { 'phone-number': phoneNumber, 'phone-code': telCode } = request.body;
    await sendCode('sms_login', await findUserByPhone(db, telCode, phoneNumber), 'sms', phoneRecipient(telCode, phoneNumber));
    return SENT;
  });

  app.post(AuthPaths.loginBySms, { preValidation: limited('signIn'), schema: { body: SmsLoginBodySchema, response: { 200: SignInResponseSchema } } }, async (request, reply) => {
    const { 'phone-number': phoneNumber, 'phone-code': telCode, 'sms-code': code, save } = request.body;
    const now = clock.now();
    const checked = await consumeCode(db, 'sms_login', { recipient: phoneRecipient(telCode, phoneNumber) }, code, now);
    await recordLoginAttempt(db, loginKeyOf.phone(telCode, phoneNumber), request.ip, checked.ok, now);
    if (!checked.ok) return refuse(reply, checked.code === 'too_many_attempts' ? 429 : 400, checked.code);
    return completeSignIn(deps, request, reply, checked.userId, save);
  });

  app.post(AuthPaths.loginTwoStep, { schema: { body: TwoStepBodySchema, response: { 200: SignInResponseSchema } } }, async (request, reply) => {
    const pending = pendingTwoStepToken(request);
    if (!pending) return refuse(reply, 400, 'code_expired');
    const checked = await consumeCode(db, 'two_step', { pendingTokenHash: sha256(pending) }, request.body.code, clock.now());
    if (!checked.ok) return refuse(reply, checked.code === 'too_many_attempts' ? 429 : 400, checked.code);
    clearTwoStepCookie(request, reply);
    return completeSignIn(deps, request, reply, checked.userId, request.body.save || checked.remember);
  });

  app.post(AuthPaths.passwordResetRequest, { preValidation: limited('passwordReset', 'codeSending'), schema: { body: PasswordResetRequestBodySchema, response: { 200: CodeSentResponseSchema } } }, async (request) => {
    const { user, recipient } = await resetTargetUser(db, request.body);
    await sendCode('password_reset', user, request.body.channel, recipient);
    return SENT;
  });

  app.post(AuthPaths.passwordResetConfirm, { preValidation: limited('passwordReset'), schema: { body: PasswordResetConfirmBodySchema, response: { 200: PasswordResetConfirmResponseSchema } } }, async (request, reply) => {
    const now = clock.now();
    const { recipient } = await resetTargetUser(db, request.body.target);
    const checked = await consumeCode(db, 'password_reset', { recipient }, request.body.code, now);
    if (!checked.ok) return refuse(reply, checked.code === 'too_many_attempts' ? 429 : 400, checked.code);
    const passwordHash = await deps.hasher.hash(request.body.password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, checked.userId, passwordHash, new Date(now));
      await revokeUserSessions(tx, checked.userId, now);
    });
    return { success: true as const };
  });
};
