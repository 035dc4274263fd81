import { ApiErrorSchema, AuthPaths, AuthTokenBodySchema, SESSION_COOKIE, SendCredentialsBodySchema, SendCredentialsResponseSchema, SignInResponseSchema, decodeCredential } from '@betting/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOriginOf, type SiteOrigins } from '../../security/site-origin';
import type { AddressLimited } from '../../security/request-limits';
import { revokeSession, sessionIsActive, verifyUserToken } from '../../sessions';
import { refuse } from '../errors';
import { completeSignIn, type SignInDeps } from '../sign-in';
import { findUserById } from '../users.repository';
import { oneClickRegisteredAt, queueCredentialsEmail, spendAuthToken } from './account-links.repository';
import { DEFAULT_CREDENTIALS_EMAIL_WINDOW_SECONDS, type AccountLinksOptions } from './env';
import { authTokenSignatureValid } from './token-signature';

export interface AccountLinksRoutesOptions extends AccountLinksOptions {
  readonly deps: SignInDeps;
  readonly key: Uint8Array;
  readonly limited: (...buckets: AddressLimited[]) => preValidationAsyncHookHandler;
  readonly origins: SiteOrigins;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** One-click credentials by e-mail, and auth by token (see libs/contracts/src/auth/account-links.ts). */
export const accountLinksRoutes: FastifyPluginAsyncZod<AccountLinksRoutesOptions> = async (app, options) => {
  const { deps, key, limited } = options;
  const { db, clock, hasher } = deps;
  const windowMs = (options.credentialsEmailWindowSeconds ?? DEFAULT_CREDENTIALS_EMAIL_WINDOW_SECONDS) * 1000;
  const signers = options.tokenSigners ?? [];

  app.post(
    AuthPaths.sendCredentials,
    { preValidation: limited('codeSending'), schema: { body: SendCredentialsBodySchema, response: { 200: SendCredentialsResponseSchema, ...errors } } },
    async (request, reply) => {
      const caller = await request.caller;
      if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
      if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
      const password = decodeCredential(request.body.uPassword);
      if (password === null) return refuse(reply, 400, 'invalid_request');
      const now = clock.now();
      const registeredAt = await oneClickRegisteredAt(db, caller.userId);
      if (registeredAt === undefined || now - registeredAt > windowMs) return refuse(reply, 403, 'credentials_email_unavailable');
      const user = await findUserById(db, caller.userId);
      // The server keeps only the hash: the password comes again and must be the account's.
      if (!user || !(await hasher.verify(user.passwordHash, password))) return refuse(reply, 400, 'invalid_credentials');
      const origin = siteOriginOf(request, options.origins);
      await db.transaction((tx) => queueCredentialsEmail(tx, { email: request.body.email.trim(), userId: user.id, password, origin }));
      return { sent: true as const };
    }
  );

  app.post(AuthPaths.loginByToken, { preValidation: limited('signIn'), schema: { body: AuthTokenBodySchema, response: { 200: SignInResponseSchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (signers.length === 0) return refuse(reply, 404, 'token_auth_unavailable');
    // Another site must not sign a browser into someone's account.
    if (request.headers['sec-fetch-site'] === 'cross-site') return refuse(reply, 403, 'invalid_request');
    const body = request.body;
    if (!authTokenSignatureValid(signers, body)) return refuse(reply, 400, 'invalid_token');
    const now = clock.now();
    const subject = await verifyUserToken(key, clock, body.token);
    if (!subject || !(await sessionIsActive(db, subject.sessionId, subject.userId, now))) return refuse(reply, 400, 'invalid_token');
    if (!(await spendAuthToken(db, { token: body.token, methodId: body.method_id, userId: subject.userId }, now))) return refuse(reply, 400, 'invalid_token');
    // Whatever session this browser had is replaced, never left behind.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await revokeSession(db, previous, now);
    return completeSignIn(deps, request, reply, subject.userId, false);
  });
};
