import {
  CAPTCHA_ANSWER_HEADER,
  CAPTCHA_ID_HEADER,
  UserTransferCheckCodeBodySchema,
  UserTransferCheckCodeResponseSchema,
  UserTransferParamsSchema,
  UserTransferPaths,
  UserTransferSendCodeBodySchema,
  UserTransferSendCodeResponseSchema,
  UserTransferUserDataBodySchema,
  UserTransferUserDataResponseSchema,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { passCaptchaGate } from '../captcha/gate';
import { askCaptcha, refuse } from '../errors';
import { argon2idHasher, generatePassword, type PasswordHasher } from '../passwords';
import { revokeUserSessions } from '../../sessions';
import { phoneRecipient } from '../two-step';
import { findPhoneCountry, findUserById, setPasswordHash } from '../users.repository';
import { checkTransferCode, issueTransferCode, redeemRedirectToken, transferCodeSentRecently, TRANSFER_POLICY } from './transfer.repository';

export interface TransferOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher?: PasswordHasher | undefined;
  readonly random?: ((maxExclusive: number) => number) | undefined;
}

const SENT = { status: 'sent' as const, resend_after_seconds: TRANSFER_POLICY.resendAfterSeconds, expires_in_seconds: TRANSFER_POLICY.lifetimeSeconds };

/**
 * User transfer (spec §7): the captcha-protected code to the account's phone, the code for a redirect token, and the
 * token for the account ID and a newly generated password (set on the account, every session ended, shown once).
 */
export const transferRoutes: FastifyPluginAsyncZod<TransferOptions> = async (app, options) => {
  const { db, clock } = options;
  const hasher = options.hasher ?? argon2idHasher;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(UserTransferPaths.sendCode, { schema: { params: UserTransferParamsSchema, body: UserTransferSendCodeBodySchema, response: { 200: UserTransferSendCodeResponseSchema } } }, async (request, reply) => {
    const now = clock.now();
    const { country_code: countryCode, phone, captcha } = request.body;
    const gate = await passCaptchaGate(db, { [CAPTCHA_ID_HEADER]: captcha, [CAPTCHA_ANSWER_HEADER]: request.headers[CAPTCHA_ANSWER_HEADER] }, 'image', now);
    if (gate !== 'pass') return askCaptcha(reply, gate);
    const [user, country] = await Promise.all([findUserById(db, request.params.id), findPhoneCountry(db, countryCode)]);
    // The same answer whether or not the ID and the phone belong together: the call says nothing about accounts.
    const owns = user !== undefined && country !== undefined && user.status === 'active' && user.phoneCode === country.telCode && user.phoneNumber === phone;
    if (owns && !(await transferCodeSentRecently(db, user.id, now))) {
      await db.transaction((tx) => issueTransferCode(tx, user.id, phoneRecipient(country.telCode, phone), now, options.random));
    }
    return SENT;
  });

  app.post(UserTransferPaths.checkCode, { schema: { params: UserTransferParamsSchema, body: UserTransferCheckCodeBodySchema, response: { 200: UserTransferCheckCodeResponseSchema } } }, async (request, reply) => {
    const checked = await checkTransferCode(db, request.params.id, request.body.code, clock.now());
    if (!checked.ok) return refuse(reply, checked.status, checked.code);
    return { redirectToken: checked.redirectToken };
  });

  app.post(UserTransferPaths.userData, { schema: { body: UserTransferUserDataBodySchema, response: { 200: UserTransferUserDataResponseSchema } } }, async (request, reply) => {
    const now = clock.now();
    const password = generatePassword(options.random);
    const passwordHash = await hasher.hash(password);
    const userId = await db.transaction(async (tx) => {
      const id = await redeemRedirectToken(tx, request.body.redirectToken, now);
      if (id === undefined) return undefined;
      await setPasswordHash(tx, id, passwordHash, new Date(now));
      await revokeUserSessions(tx, id, now);
      return id;
    });
    if (userId === undefined) return refuse(reply, 400, 'invalid_token');
    return { status: 'ok' as const, user: { id: userId, password } };
  });
};
